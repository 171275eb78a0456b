import type { Offer, OfferResponse } from '@lootmarket/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { fieldErrorDescriptor } from '../api/error-message';
import { storyIntl } from '../test/story-intl';
import { OfferForm } from './offer-form';
import { offerFormMessages as m } from './offer-form-messages';
import { sampleGoldOffer } from './story-fixtures';
import { SignedInSeller, STORY_TOKEN } from './story-session';

/** The API as the form meets it: the session, and a PATCH that stores what it is sent. */
const api = fn(async (path: string, init?: RequestInit): Promise<Response> => {
  if (path === '/api/auth/readToken') return Response.json({ token: STORY_TOKEN });
  if (path === '/api/v1/warranty-rules')
    return Response.json({ categories: ['account'], days: [14, 30, 60, 90] });
  if (init?.method === 'PATCH') {
    const changes = JSON.parse(String(init.body)) as Partial<Offer>;
    const answer: OfferResponse = {
      offer: { ...sampleGoldOffer, ...changes },
      messageId: 'success.offerUpdated',
    };
    return Response.json(answer);
  }
  return Response.json({ error: { code: 'NOT_FOUND', message: 'Not in this story.' } }, { status: 404 });
});

/** Routes the page's own API calls to `api` for the story, and everything else (Storybook's) on. */
function stubApi() {
  const real = globalThis.fetch;
  api.mockClear();
  globalThis.fetch = ((input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    return url.startsWith('/api/') ? api(url, init) : real(input, init);
  }) as typeof fetch;
  return () => {
    globalThis.fetch = real;
  };
}

const meta = {
  title: 'Marketplace/Offers/Offer form',
  component: OfferForm,
  decorators: [
    (Story) => (
      <SignedInSeller path="/profile/products/new/">
        <Story />
      </SignedInSeller>
    ),
  ],
  beforeEach: stubApi,
  // One copy: the edit story counts the calls it sends, which a second copy would not make.
  parameters: { sideBySide: false },
  tags: ['every-toolbar'],
} satisfies Meta<typeof OfferForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Add product: after the stock, how many units of the good one purchase delivers, 1 unless the
 * seller sells by quantity (10000 for 10k gold). A number that is not a whole one from 1 is refused
 * with its own message, and nothing is sent.
 */
export const UnitsPerPurchase: Story = {
  play: async ({ canvas, ...context }) => {
    const t = storyIntl(context).formatMessage;
    const quantity = canvas.getByRole('textbox', { name: t(m.quantity) });
    const units = canvas.getByRole('textbox', { name: t(m.bundleSize) });
    await expect(units).toHaveValue('1');
    await expect(units).toHaveAttribute('inputmode', 'numeric');
    await expect(units).toHaveAccessibleDescription(t(m.bundleSizeHint));
    // By keyboard: the field right after the stock.
    quantity.focus();
    await userEvent.tab();
    await expect(units).toHaveFocus();

    await userEvent.clear(units);
    await userEvent.keyboard('0');
    await userEvent.click(canvas.getByRole('button', { name: t(m.submitAdd) }));
    const error = t(fieldErrorDescriptor('bundleSizeInvalid'));
    await expect(canvas.getByText(error)).toBeVisible();
    await expect(units).toBeInvalid();
    await expect(units).toHaveAccessibleDescription(`${t(m.bundleSizeHint)} ${error}`);
    // Nothing is sent (the form only read which categories carry a warranty).
    await expect(api).not.toHaveBeenCalledWith('/api/v1/offers', expect.anything());
  },
};

/**
 * Edit offer: the units per purchase are shown as listed (10000) and cannot be changed (buyers pay
 * for exactly that amount; another amount is another offer). Saving sends what changed, the stock
 * here, and never the units.
 */
export const EditKeepsUnitsPerPurchase: Story = {
  args: { offer: sampleGoldOffer },
  play: async ({ canvas, ...context }) => {
    const t = storyIntl(context).formatMessage;
    const units = canvas.getByRole('textbox', { name: t(m.bundleSize) });
    await expect(units).toHaveValue('10000');
    await expect(units).toHaveAttribute('readonly');
    await expect(units).toHaveAccessibleDescription(t(m.bundleSizeFixed));
    // Read-only, not disabled: still reached and read by keyboard.
    const quantity = canvas.getByRole('textbox', { name: t(m.quantity) });
    quantity.focus();
    await userEvent.tab();
    await expect(units).toHaveFocus();
    await userEvent.type(units, '5');
    await expect(units).toHaveValue('10000');

    await userEvent.clear(quantity);
    await userEvent.type(quantity, '12');
    await userEvent.click(canvas.getByRole('button', { name: t(m.submitEdit) }));
    await waitFor(() =>
      expect(api).toHaveBeenCalledWith(
        `/api/v1/offers/${sampleGoldOffer.id}`,
        expect.objectContaining({ method: 'PATCH', body: JSON.stringify({ quantity: 12 }) }),
      ),
    );
  },
};
