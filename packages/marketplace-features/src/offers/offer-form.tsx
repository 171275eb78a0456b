import {
  type CategorySlug,
  DELIVERY_TIMES,
  type ErrorCode,
  type FieldErrorCode,
  OFFER_CURRENCY_CODES,
  OFFER_MAX_PHOTOS,
  type Offer,
  type OfferCurrency,
  offerErrorCode,
  SERVER_SCOPED_CATEGORIES,
} from '@lootmarket/contract';
import { photoErrorMessages, successMessages } from '@lootmarket/i18n';
import {
  Alert,
  Button,
  Field,
  ImageUploader,
  Input,
  Select,
  Textarea,
  type UploadImage,
} from '@lootmarket/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { type MessageDescriptor, useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { apiQuery } from '../api/api-client';
import { errorDescriptor, fieldErrorDescriptor } from '../api/error-message';
import { useAuth } from '../auth/auth-provider';
import { categoryMessages, deliveryTimeMessages } from '../market/catalog-messages';
import { useGame } from '../market/market-api';
import { useToast } from '../toast/use-toast';
import { warrantyFormMessages, warrantyOptionMessages } from '../warranty/warranty-messages';
import { offerFormMessages, uploaderMessages, uploaderValueMessages } from './offer-form-messages';
import {
  EMPTY_OFFER_FORM,
  type OfferFormValues,
  offerFormValues,
  offerPatch,
  offerRequest,
  validateOfferForm,
} from './offer-form-values';
import {
  createOffer,
  deletePhoto,
  myOffersQueryKey,
  offerQueryKey,
  updateOffer,
  uploadPhotos,
  useWarrantyRules,
} from './offers-api';

/** The server select's choice for an offer valid on every server. */
const NO_SERVER = '-';

interface LocalImage extends UploadImage {
  file?: File;
}

function photoErrorDescriptor(code: ErrorCode): MessageDescriptor {
  if (code === 'PHOTO_UNSUPPORTED_TYPE') return photoErrorMessages.unsupportedType;
  if (code === 'PHOTO_TOO_LARGE') return photoErrorMessages.tooLarge;
  return errorDescriptor(code);
}

/** Add product and edit offer (spec §2, §5): one form, the same schema as the server. */
export function OfferForm({ offer }: { offer?: Offer }) {
  const intl = useIntl();
  const auth = useAuth();
  const toast = useToast();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const initial = useRef(offer ? offerFormValues(offer) : EMPTY_OFFER_FORM);
  const [values, setValues] = useState<OfferFormValues>(initial.current);
  const [images, setImages] = useState<LocalImage[]>(
    offer?.photos.map((photo, index) => ({
      id: photo.id,
      name: `${index + 1}.webp`,
      previewUrl: photo.smallUrl,
    })) ?? [],
  );
  const [errors, setErrors] = useState<Record<string, FieldErrorCode>>({});
  const [formError, setFormError] = useState<MessageDescriptor | null>(null);
  const [saving, setSaving] = useState(false);
  const games = useQuery({
    queryKey: ['games', 'all'],
    queryFn: ({ signal }) =>
      apiQuery<{ games: Array<{ slug: string; name: string }> }>('/api/v1/games', { signal }),
    staleTime: 5 * 60_000,
  });
  const game = useGame(values.game || undefined);
  const warrantyRules = useWarrantyRules();
  const warranted = (category: string) =>
    (warrantyRules.data?.categories ?? []).some((slug) => slug === category);
  const warrantyDays = warrantyRules.data?.days ?? [];
  const gameDetail = values.game ? game.data?.game : undefined;
  const objectUrls = useRef<string[]>([]);
  useEffect(
    () => () => {
      for (const url of objectUrls.current) URL.revokeObjectURL(url);
    },
    [],
  );

  const set = (change: Partial<OfferFormValues>) => setValues((current) => ({ ...current, ...change }));
  const fieldError = (name: string) => {
    const code = errors[name];
    return code ? intl.formatMessage(fieldErrorDescriptor(code)) : undefined;
  };

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (!auth.token) return;
    const fields = validateOfferForm(values, gameDetail, images.length);
    setErrors(fields);
    if (Object.keys(fields).length > 0) {
      setFormError(errorDescriptor(offerErrorCode(fields)));
      return;
    }
    const removedPhotos = offer
      ? offer.photos.filter((photo) => !images.some((image) => image.id === photo.id))
      : [];
    const newFiles = images.flatMap((image) => (image.file ? [image.file] : []));
    // The edit form sends only what changed; the add form the whole offer.
    const patch = offer ? offerPatch(values, initial.current) : {};
    const changed = Object.keys(patch).length > 0;
    if (offer && !changed && removedPhotos.length === 0 && newFiles.length === 0) {
      setFormError(errorDescriptor('OFFER_NO_CHANGES'));
      return;
    }
    setFormError(null);
    setSaving(true);
    try {
      let offerId = offer?.id;
      if (!offer) {
        const created = await createOffer(auth.token, offerRequest(values));
        if (!created.ok) {
          setErrors(created.fields as Record<string, FieldErrorCode>);
          setFormError(errorDescriptor(created.code));
          return;
        }
        offerId = created.data.offer.id;
      } else if (changed) {
        const updated = await updateOffer(auth.token, offer.id, patch);
        if (!updated.ok) {
          setErrors(updated.fields as Record<string, FieldErrorCode>);
          setFormError(errorDescriptor(updated.code === 'UNEXPECTED' ? 'OFFER_UPDATE_FAILED' : updated.code));
          return;
        }
      }
      if (!offerId) return;
      // One toast for one save, naming what it did (spec §8), never one per step.
      const saved = !offer
        ? successMessages.productSubmitted
        : changed || (removedPhotos.length > 0 && newFiles.length > 0)
          ? successMessages.offerUpdated
          : removedPhotos.length > 0
            ? successMessages.imagesDeleted
            : successMessages.photosUploaded;
      for (const photo of removedPhotos) {
        const removed = await deletePhoto(auth.token, offerId, photo.id);
        if (!removed.ok) {
          setFormError(errorDescriptor('OFFER_DELETE_FAILED'));
          return;
        }
      }
      if (newFiles.length > 0) {
        const uploaded = await uploadPhotos(auth.token, offerId, newFiles);
        if (!uploaded.ok) {
          setFormError(photoErrorDescriptor(uploaded.code));
          // The offer exists now: continue on its edit form, where the photos can be tried again.
          if (!offer) {
            toast.success(intl.formatMessage(successMessages.productSubmitted));
            navigate(`/profile/products/${offerId}/edit/`, { replace: true });
          }
          return;
        }
      }
      toast.success(intl.formatMessage(saved));
      await queryClient.invalidateQueries({ queryKey: myOffersQueryKey });
      await queryClient.invalidateQueries({ queryKey: offerQueryKey(offerId) });
      navigate(`/offers/${offerId}/`);
    } finally {
      setSaving(false);
    }
  }

  const servers = gameDetail?.servers ?? [];
  const needsServer = servers.length > 0 && SERVER_SCOPED_CATEGORIES.has(values.category as CategorySlug);
  return (
    <form
      noValidate
      onSubmit={submit}
      className="lm:mx-auto lm:flex lm:max-w-2xl lm:flex-col lm:gap-5 lm:px-4 lm:py-8"
    >
      <h1 className="lm:text-2xl lm:font-semibold">
        {intl.formatMessage(offer ? offerFormMessages.editTitle : offerFormMessages.addTitle)}
      </h1>
      {formError ? <Alert variant="error" live title={intl.formatMessage(formError)} /> : null}
      <Field label={intl.formatMessage(offerFormMessages.game)} error={fieldError('game')} required>
        <Select
          value={values.game || undefined}
          onValueChange={(game) => {
            set({ game, category: '', server: '' });
            // Spec §8.
            toast.success(intl.formatMessage(successMessages.gameSelected));
          }}
          placeholder={intl.formatMessage(offerFormMessages.gamePlaceholder)}
          options={(games.data?.games ?? []).map((item) => ({ value: item.slug, label: item.name }))}
        />
      </Field>
      <Field label={intl.formatMessage(offerFormMessages.category)} error={fieldError('category')} required>
        <Select
          value={values.category || undefined}
          onValueChange={(category) =>
            // Another category starts from its own warranty: the free minimum where it carries one.
            set({ category, warrantyDays: warranted(category) ? values.warrantyDays || '14' : '' })
          }
          placeholder={intl.formatMessage(offerFormMessages.categoryPlaceholder)}
          disabled={!gameDetail}
          options={(gameDetail?.categories ?? []).map((slug) => ({
            value: slug,
            label: intl.formatMessage(categoryMessages[slug]),
          }))}
        />
      </Field>
      {servers.length > 0 ? (
        <Field
          label={intl.formatMessage(offerFormMessages.server)}
          error={fieldError('server')}
          required={needsServer}
        >
          <Select
            value={values.server || (needsServer ? undefined : NO_SERVER)}
            onValueChange={(server) => set({ server: server === NO_SERVER ? '' : server })}
            placeholder={intl.formatMessage(offerFormMessages.serverPlaceholder)}
            options={[
              ...(needsServer
                ? []
                : [{ value: NO_SERVER, label: intl.formatMessage(offerFormMessages.noServer) }]),
              ...servers.map((server) => ({
                value: server.slug,
                label:
                  server.region && server.region !== server.name
                    ? `${server.name} (${server.region})`
                    : server.name,
              })),
            ]}
          />
        </Field>
      ) : null}
      <Field label={intl.formatMessage(offerFormMessages.title)} error={fieldError('title')} required>
        <Input
          value={values.title}
          maxLength={120}
          onChange={(event) => set({ title: event.target.value })}
        />
      </Field>
      <Field
        label={intl.formatMessage(offerFormMessages.description)}
        description={intl.formatMessage(offerFormMessages.descriptionHint)}
        error={fieldError('description')}
        required
      >
        <Textarea
          rows={6}
          maxLength={5000}
          value={values.description}
          onChange={(event) => set({ description: event.target.value })}
        />
      </Field>
      <Field
        label={intl.formatMessage(offerFormMessages.deliveryTime)}
        error={fieldError('deliveryTime')}
        required
      >
        <Select
          value={values.deliveryTime || undefined}
          onValueChange={(deliveryTime) => set({ deliveryTime })}
          placeholder={intl.formatMessage(offerFormMessages.deliveryPlaceholder)}
          options={DELIVERY_TIMES.map((time) => ({
            value: time.id,
            label: intl.formatMessage(deliveryTimeMessages[time.id]),
          }))}
        />
      </Field>
      {values.category && warranted(values.category) ? (
        <Field
          label={intl.formatMessage(warrantyFormMessages.label)}
          description={intl.formatMessage(warrantyFormMessages.hint)}
          error={fieldError('warrantyDays')}
        >
          <Select
            value={values.warrantyDays || '14'}
            onValueChange={(days) => set({ warrantyDays: days })}
            options={warrantyDays.map((days) => ({
              value: String(days),
              label: intl.formatMessage(
                days === 14 ? warrantyOptionMessages.optionFree : warrantyOptionMessages.option,
                { days },
              ),
            }))}
          />
        </Field>
      ) : null}
      <div className="lm:grid lm:grid-cols-[2fr_1fr] lm:gap-4">
        <Field label={intl.formatMessage(offerFormMessages.price)} error={fieldError('price')} required>
          <Input
            inputMode="decimal"
            value={values.price}
            onChange={(event) => set({ price: event.target.value })}
          />
        </Field>
        <Field label={intl.formatMessage(offerFormMessages.currency)}>
          <Select
            value={values.currency}
            onValueChange={(currency) => set({ currency: currency as OfferCurrency })}
            options={OFFER_CURRENCY_CODES.map((code) => ({ value: code, label: code }))}
          />
        </Field>
      </div>
      <Field label={intl.formatMessage(offerFormMessages.quantity)} error={fieldError('quantity')} required>
        <Input
          inputMode="numeric"
          value={values.quantity}
          onChange={(event) => set({ quantity: event.target.value })}
        />
      </Field>
      {/* Set when the offer is listed, read-only after (the edit body has none): another amount is another offer. */}
      <Field
        label={intl.formatMessage(offerFormMessages.bundleSize)}
        description={intl.formatMessage(
          offer ? offerFormMessages.bundleSizeFixed : offerFormMessages.bundleSizeHint,
        )}
        error={fieldError('bundleSize')}
        required={!offer}
      >
        <Input
          name="bundleSize"
          inputMode="numeric"
          readOnly={Boolean(offer)}
          value={values.bundleSize}
          onChange={(event) => set({ bundleSize: event.target.value })}
          className="lm:read-only:bg-muted"
        />
      </Field>
      <ImageUploader
        images={images}
        max={OFFER_MAX_PHOTOS}
        maxSizeBytes={5 * 1024 * 1024}
        accept={['image/jpeg', 'image/png', 'image/webp']}
        onAdd={(files) => {
          const added = files.map((file, index) => {
            const previewUrl = URL.createObjectURL(file);
            objectUrls.current.push(previewUrl);
            return { id: `new-${Date.now()}-${index}`, name: file.name, previewUrl, file };
          });
          setImages((current) => [...current, ...added]);
          toast.success(intl.formatMessage(successMessages.imageAdded));
        }}
        onRemove={(id) => {
          setImages((current) => current.filter((image) => image.id !== id));
          toast.success(intl.formatMessage(successMessages.imageRemoved));
        }}
        onMove={(id, offset) =>
          setImages((current) => {
            // Only photos not uploaded yet can change places: stored ones keep their order.
            const index = current.findIndex((image) => image.id === id);
            const target = index + offset;
            const a = current[index];
            const b = current[target];
            if (!a?.file || !b?.file) return current;
            const next = [...current];
            next[index] = b;
            next[target] = a;
            return next;
          })
        }
        disabled={saving}
        strings={{
          label: intl.formatMessage(uploaderMessages.label),
          hint: intl.formatMessage(uploaderMessages.hint),
          choose: intl.formatMessage(uploaderMessages.choose),
          maxReached: intl.formatMessage(fieldErrorDescriptor('tooManyImages')),
          countError: intl.formatMessage(fieldErrorDescriptor('tooManyImages')),
          typeError: (name) => intl.formatMessage(uploaderValueMessages.typeError, { name }),
          sizeError: (name) => intl.formatMessage(uploaderValueMessages.sizeError, { name }),
          remove: (name) => intl.formatMessage(uploaderValueMessages.remove, { name }),
          moveEarlier: (name) => intl.formatMessage(uploaderValueMessages.moveEarlier, { name }),
          moveLater: (name) => intl.formatMessage(uploaderValueMessages.moveLater, { name }),
          uploading: (name) => intl.formatMessage(uploaderValueMessages.uploading, { name }),
          position: (index, total) => intl.formatMessage(uploaderValueMessages.position, { index, total }),
        }}
      />
      {errors.photos ? <p className="lm:text-sm lm:text-destructive-text">{fieldError('photos')}</p> : null}
      <Button type="submit" disabled={saving || !auth.token}>
        {intl.formatMessage(
          saving
            ? offerFormMessages.saving
            : offer
              ? offerFormMessages.submitEdit
              : offerFormMessages.submitAdd,
        )}
      </Button>
    </form>
  );
}
