// What a visitor's browser pays for one visit of a page (issue 29 item 6), measured by bench:client: the bytes
// transferred as sent (the sum of CDP's Network.loadingFinished.encodedDataLength, headers and compressed bodies,
// images included) until the network is idle, the scripts the page fetched, its first paint and Largest Contentful
// Paint. No vitest here: the bench runs outside it.
//
// Not counted: what the service worker fetches on its own target after load (sw.js, the offline page and its icon,
// frontend/public/sw.js), nor WebSocket frames.
import type { Browser, BrowserContext, CDPSession, Page } from 'playwright-core';

/**
 * Lighthouse's mobile profile: 150 ms round trip, 1.6 Mbit/s down, 750 Kbit/s up (as bytes/s, 1 Mbit = 10⁶ bit),
 * 4× CPU slowdown, a phone's viewport.
 */
export const MOBILE_PROFILE = {
  latencyMs: 150,
  downloadBytesPerSecond: 1_600_000 / 8,
  uploadBytesPerSecond: 750_000 / 8,
  cpuSlowdown: 4,
  viewport: { width: 412, height: 823 },
};

export type VisitWeight = {
  /** Bytes on the wire until network idle (Network.loadingFinished.encodedDataLength summed). */
  bytes: number;
  /** Paths (`/assets/…`) of the scripts requested, in order. */
  scripts: string[];
  /** First Contentful Paint and Largest Contentful Paint (ms from navigation start); NaN when none was seen. */
  fcp: number;
  lcp: number;
};

/** A new context as a phone opens it (cold cache): mobile viewport and touch, French (a visitor in Oran). */
export const mobileContext = (browser: Browser, baseURL?: string): Promise<BrowserContext> =>
  browser.newContext({
    ...(baseURL ? { baseURL } : {}),
    locale: 'fr-FR',
    viewport: MOBILE_PROFILE.viewport,
    isMobile: true,
    hasTouch: true,
  });

// Run in the page (a string: the callers have no DOM types). First paint is in the performance timeline; the LCP
// only reaches an observer: a buffered one is handed the candidates so far in its first call, the last is the LCP.
const readPaints = `new Promise((resolve) => {
  const fcp = performance.getEntriesByName('first-contentful-paint').at(0)?.startTime ?? NaN;
  new PerformanceObserver((list) => resolve({ fcp, lcp: list.getEntries().at(-1)?.startTime ?? NaN }))
    .observe({ type: 'largest-contentful-paint', buffered: true });
  setTimeout(() => resolve({ fcp, lcp: NaN }), 5000);
})`;

/** Opens a page in `context` with the network and CPU of MOBILE_PROFILE (`throttled`) and bytes counted per visit. */
export async function weighingPage(context: BrowserContext, { throttled }: { throttled: boolean }) {
  const page: Page = await context.newPage();
  const cdp: CDPSession = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  if (throttled) {
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: MOBILE_PROFILE.latencyMs,
      downloadThroughput: MOBILE_PROFILE.downloadBytesPerSecond,
      uploadThroughput: MOBILE_PROFILE.uploadBytesPerSecond,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: MOBILE_PROFILE.cpuSlowdown });
  }
  let bytes = 0;
  let scripts: string[] = [];
  cdp.on('Network.loadingFinished', (event) => (bytes += event.encodedDataLength));
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });

  /** Navigates to `url`, waits for network idle, and tells what this visit cost. */
  const visit = async (url: string): Promise<VisitWeight> => {
    bytes = 0;
    scripts = [];
    await page.goto(url, { waitUntil: 'networkidle', timeout: 120_000 });
    const paints = await page.evaluate<{ fcp: number; lcp: number }>(readPaints);
    return { bytes, scripts: [...scripts], fcp: paints.fcp ?? NaN, lcp: paints.lcp ?? NaN };
  };
  return { page, visit };
}
