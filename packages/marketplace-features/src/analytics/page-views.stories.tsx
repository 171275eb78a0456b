import type { Meta, StoryObj } from '@storybook/react-vite';
import { Link, MemoryRouter, useLocation } from 'react-router';
import { expect, spyOn, userEvent, waitFor } from 'storybook/test';
import { CONSENT_STORAGE_KEY, consentStore } from '../consent/consent-store';
import { createFirstPartySink, PAGE_VIEWS_ENDPOINT } from './first-party-sink';
import { AnalyticsProvider, usePageViews } from './page-views';

const sink = createFirstPartySink();

/** A page of the site with the page-view hook mounted, the way the app mounts it, and two links. */
function Site() {
  usePageViews();
  const { pathname, search, hash } = useLocation();
  return (
    <main className="lm:flex lm:flex-col lm:gap-2 lm:p-4">
      <p>
        Page: <output aria-label="Current page">{`${pathname}${search}${hash}`}</output>
      </p>
      <nav aria-label="Site" className="lm:flex lm:gap-4">
        <Link to="/help?topic=fees#faq" className="lm:underline">
          Help
        </Link>
        <Link to="/offers/42?ref=mail" className="lm:underline">
          Offer 42
        </Link>
      </nav>
    </main>
  );
}

function Harness() {
  return (
    <MemoryRouter initialEntries={['/market?q=me@example.com']}>
      <AnalyticsProvider sink={sink}>
        <Site />
      </AnalyticsProvider>
    </MemoryRouter>
  );
}

const noStatistics = { functionality: true, statistics: false, marketing: true };
const withStatistics = { functionality: false, statistics: true, marketing: false };

/**
 * Browser APIs only are stubbed (the beacon queue and fetch, so nothing is posted from Storybook); the
 * sink, the hook and the consent store are the real ones. The stored choice is removed afterwards.
 */
const spyOnBeacon = (accepts: boolean) => spyOn(navigator, 'sendBeacon').mockReturnValue(accepts);
const spyOnFetch = () => spyOn(window, 'fetch').mockResolvedValue(new Response(null, { status: 204 }));
let beacon: ReturnType<typeof spyOnBeacon>;
let fetchSpy: ReturnType<typeof spyOnFetch>;
function withConsent(consent: typeof noStatistics | null, beaconAccepts = true) {
  return () => {
    if (consent) consentStore.save(consent);
    beacon = spyOnBeacon(beaconAccepts);
    fetchSpy = spyOnFetch();
    return () => {
      beacon.mockRestore();
      fetchSpy.mockRestore();
      window.localStorage.removeItem(CONSENT_STORAGE_KEY);
    };
  };
}

/** The JSON each beacon carried. */
const beaconBodies = () =>
  Promise.all(beacon.mock.calls.map(async ([, data]) => JSON.parse(await (data as Blob).text())));

/** Lets the hook's animation frame run, so that a view that would be sent has been. */
const nextFrames = () => new Promise((resolve) => setTimeout(resolve, 100));

const meta = {
  title: 'Marketplace/Analytics/Page views',
  component: Harness,
  // The play functions count the page views sent: a second copy of the site would send its own.
  parameters: { sideBySide: false },
  // The harness's own words ("Help", "Current page") stand for any page of the site, not for a
  // translated interface: the plays count beacons, which no language changes.
  tags: ['every-toolbar'],
} satisfies Meta<typeof Harness>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Statistics refused: route changes send nothing, not even to our own endpoint. */
export const WithoutStatisticsConsent: Story = {
  beforeEach: withConsent(noStatistics),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('link', { name: 'Help' }));
    await expect(canvas.getByRole('status', { name: 'Current page' })).toHaveTextContent(
      '/help?topic=fees#faq',
    );
    await nextFrames();
    await expect(beacon).not.toHaveBeenCalled();
    await expect(fetchSpy).not.toHaveBeenCalled();
  },
};

/**
 * Statistics allowed: one beacon per route change to our endpoint, a JSON Blob of the path alone (no
 * query, no fragment, nothing typed by the visitor), the previous path and the language; no title.
 */
export const WithStatisticsConsent: Story = {
  beforeEach: withConsent(withStatistics),
  play: async ({ canvas }) => {
    await waitFor(() => expect(beacon).toHaveBeenCalledTimes(1));
    await userEvent.click(canvas.getByRole('link', { name: 'Help' }));
    await waitFor(() => expect(beacon).toHaveBeenCalledTimes(2));
    // By keyboard too.
    canvas.getByRole('link', { name: 'Offer 42' }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(beacon).toHaveBeenCalledTimes(3));
    for (const [url, data] of beacon.mock.calls) {
      await expect(url).toBe(PAGE_VIEWS_ENDPOINT);
      await expect((data as Blob).type).toBe('application/json');
    }
    const lang = document.documentElement.lang;
    await expect(await beaconBodies()).toEqual([
      { path: '/market', referrer: null, locale: lang },
      { path: '/help', referrer: '/market', locale: lang },
      { path: '/offers/42', referrer: '/help', locale: lang },
    ]);
    await expect(fetchSpy).not.toHaveBeenCalled();
  },
};

/** Where the browser refuses the beacon, a keepalive fetch posts the same view instead. */
export const FetchFallback: Story = {
  beforeEach: withConsent(withStatistics, false),
  play: async () => {
    await waitFor(() => expect(fetchSpy).toHaveBeenCalledTimes(1));
    const [url, init] = fetchSpy.mock.calls[0] ?? [];
    await expect(url).toBe(PAGE_VIEWS_ENDPOINT);
    await expect(init).toMatchObject({ method: 'POST', keepalive: true });
    await expect(JSON.parse(String(init?.body))).toEqual({
      path: '/market',
      referrer: null,
      locale: document.documentElement.lang,
    });
  },
};

/**
 * Consent is read when a view is sent, not when the sink was made: after statistics are withdrawn the
 * sink drops the view even if called directly.
 */
export const ConsentWithdrawn: Story = {
  beforeEach: withConsent(withStatistics),
  play: async ({ canvas }) => {
    await waitFor(() => expect(beacon).toHaveBeenCalledTimes(1));
    consentStore.save(noStatistics);
    await userEvent.click(canvas.getByRole('link', { name: 'Help' }));
    sink({ path: '/help', title: 'Help', locale: 'en', referrer: '/market' });
    await nextFrames();
    await expect(beacon).toHaveBeenCalledTimes(1);
    await expect(fetchSpy).not.toHaveBeenCalled();
  },
};
