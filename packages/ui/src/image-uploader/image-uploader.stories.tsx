import type { Meta, StoryObj } from '@storybook/react-vite';
import type * as React from 'react';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { type StoryStrings, storyStrings } from '../test/story-strings';
import {
  ImageUploader,
  type ImageUploaderProps,
  type ImageUploaderStrings,
  type UploadImage,
} from './image-uploader';

const swatch = (colour: string) =>
  `data:image/svg+xml;utf8,<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect width="10" height="10" fill="${encodeURIComponent(colour)}"/></svg>`;

/** Three photos of an offer; the failed one's error in the toolbar language. */
const sample = (t: StoryStrings): UploadImage[] => [
  { id: 'a', name: 'sword.png', previewUrl: swatch('#6d28d9') },
  { id: 'b', name: 'armour.webp', previewUrl: swatch('#b45309'), progress: 45 },
  { id: 'c', name: 'mount.jpg', previewUrl: swatch('#15803d'), error: t('errors.photos.tooLarge') },
];

/** The offer form's uploader words in the toolbar language, as the offer form passes them. */
function uploaderStrings(t: StoryStrings): ImageUploaderStrings {
  return {
    label: t('offerForm.photos.label'),
    hint: t('offerForm.photos.hint'),
    choose: t('offerForm.photos.choose'),
    maxReached: t('errors.offerForm.tooManyImages'),
    countError: t('errors.offerForm.tooManyImages'),
    typeError: (name) => t('offerForm.photos.typeError', { name }),
    sizeError: (name) => t('offerForm.photos.sizeError', { name }),
    remove: (name) => t('offerForm.photos.remove', { name }),
    moveEarlier: (name) => t('offerForm.photos.moveEarlier', { name }),
    moveLater: (name) => t('offerForm.photos.moveLater', { name }),
    uploading: (name) => t('offerForm.photos.uploading', { name }),
    position: (index, total) => t('offerForm.photos.position', { index, total }),
  };
}

/** Images left out of the args are the sample, in the toolbar language. */
type Args = Omit<ImageUploaderProps, 'images'> & { images?: ImageUploaderProps['images'] };

function Controlled(args: ImageUploaderProps) {
  const [images, setImages] = useState<UploadImage[]>([...args.images]);
  return (
    <div className="lm:max-w-3xl">
      <ImageUploader
        {...args}
        images={images}
        onAdd={(files) => {
          args.onAdd(files);
          setImages((current) => [
            ...current,
            ...files.map((file) => ({ id: file.name, name: file.name, previewUrl: swatch('#1d4ed8') })),
          ]);
        }}
        onRemove={(id) => {
          args.onRemove(id);
          setImages((current) => current.filter((image) => image.id !== id));
        }}
        onMove={(id, offset) => {
          args.onMove(id, offset);
          setImages((current) => {
            const index = current.findIndex((image) => image.id === id);
            const next = [...current];
            const [moved] = next.splice(index, 1);
            if (moved) next.splice(index + offset, 0, moved);
            return next;
          });
        }}
      />
    </div>
  );
}

const meta = {
  title: 'Marketplace/ImageUploader',
  // Typed with the images optional (the render fills them in); the docs still read the component's props.
  component: ImageUploader as React.ComponentType<Args>,
  tags: ['every-toolbar'],
  args: { onAdd: fn(), onRemove: fn(), onMove: fn() },
  // LongText's strings win.
  render: (args, context) => {
    const t = storyStrings(context);
    return (
      <Controlled
        {...args}
        images={args.images ?? sample(t)}
        strings={{ ...uploaderStrings(t), ...args.strings }}
      />
    );
  },
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

const png = (name: string, bytes = 10) => new File([new Uint8Array(bytes)], name, { type: 'image/png' });

export const Default: Story = {
  tags: ['vrt'],
  play: async ({ canvas, args, ...context }) => {
    const t = storyStrings(context);
    const list = canvas.getByRole('list', { name: t('offerForm.photos.label') });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    await expect(
      canvas.getByRole('progressbar', { name: t('offerForm.photos.uploading', { name: 'armour.webp' }) }),
    ).toHaveAttribute('aria-valuenow', '45');
    // Reorder by keyboard.
    await expect(
      canvas.getByRole('button', { name: t('offerForm.photos.moveEarlier', { name: 'sword.png' }) }),
    ).toBeDisabled();
    canvas.getByRole('button', { name: t('offerForm.photos.moveLater', { name: 'sword.png' }) }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onMove).toHaveBeenCalledWith('a', 1);
    await expect(within(list).getAllByRole('listitem')[1]).toHaveTextContent('sword.png');
    await userEvent.click(
      canvas.getByRole('button', { name: t('offerForm.photos.remove', { name: 'mount.jpg' }) }),
    );
    await expect(args.onRemove).toHaveBeenCalledWith('c');
  },
};

export const TypeSizeAndCountErrors: Story = {
  args: { images: [] },
  play: async ({ canvas, args, ...context }) => {
    const t = storyStrings(context);
    // Dropped files skip the picker's accept filter, so the type check must catch them.
    const files = new DataTransfer();
    files.items.add(new File(['%PDF'], 'invoice.pdf', { type: 'application/pdf' }));
    files.items.add(png('huge.png', 6 * 1024 * 1024));
    files.items.add(png('one.png'));
    const zone = canvas.getByText(t('offerForm.photos.choose')).closest('div') as HTMLElement;
    zone.dispatchEvent(new DragEvent('drop', { bubbles: true, cancelable: true, dataTransfer: files }));
    const alert = await waitFor(() => canvas.getByRole('alert'));
    await expect(alert).toHaveTextContent(t('offerForm.photos.typeError', { name: 'invoice.pdf' }));
    await expect(alert).toHaveTextContent(t('offerForm.photos.sizeError', { name: 'huge.png' }));
    await expect(args.onAdd).toHaveBeenCalledWith([expect.objectContaining({ name: 'one.png' })]);
    await userEvent.upload(canvasFileInput(canvas.getByText(t('offerForm.photos.choose'))), [
      png('2.png'),
      png('3.png'),
      png('4.png'),
      png('5.png'),
      png('6.png'),
    ]);
    await expect(canvas.getByRole('alert')).toHaveTextContent(t('errors.offerForm.tooManyImages'));
    await expect(canvas.getAllByRole('listitem').filter((item) => item.closest('ol'))).toHaveLength(5);
    await expect(canvas.queryByText(t('offerForm.photos.choose'))).not.toBeInTheDocument();
  },
};

function canvasFileInput(label: HTMLElement): HTMLInputElement {
  const input = label.querySelector('input[type="file"]');
  if (!(input instanceof HTMLInputElement)) throw new Error('file input missing');
  return input;
}

export const Empty: Story = { args: { images: [] } };

export const LongText: Story = {
  args: {
    images: [
      {
        id: 'x',
        name: 'legendäre-ausrüstung-mit-maximaler-verbesserungsstufe.png',
        previewUrl: swatch('#6d28d9'),
      },
    ],
    strings: {
      label: 'Fotos Ihres Angebots',
      hint: 'До 5 изображений. 最大5枚まで。',
      choose: 'Fotos hinzufügen',
    },
  },
};
