// Issue 33 item 9: the kitchen hears the first order. A tablet that opens the orders screen without a tap (reloaded,
// left untouched) gets a suspended AudioContext under Chromium's autoplay rules (the browser is launched without
// --autoplay-policy=no-user-gesture-required: e2e/support/chromium.ts): the screen says the sound is blocked and one
// tap on "Activer le son" makes the context run, in fr, en and ar. The device remembers it: on its next untouched
// page, the first tap anywhere turns the sound on.
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { Language } from '@shop/contracts';
import { eventually } from './support/browser';
import { logIn } from './support/customer';
import { useShopAndBrowser } from './support/shop';

const ADMIN = { email: 'chef@oran-food.dz', password: 'chef-secret-2024' };
const e2e = useShopAndBrowser({ env: { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password } });

// frontend/src/locales/<lng>/orders.json (staff.sound_blocked, staff.sound_enable, staff.title).
const TEXTS: Record<Language, { blocked: string; enable: string; title: string }> = {
  fr: {
    blocked: 'Le navigateur bloque le son des nouvelles commandes.',
    enable: 'Activer le son',
    title: 'Commandes',
  },
  en: { blocked: 'The browser is blocking the new-order sound.', enable: 'Enable sound', title: 'Orders' },
  ar: { blocked: 'المتصفح يمنع صوت الطلبات الجديدة.', enable: 'تفعيل الصوت', title: 'الطلبات' },
};

// Keeps every AudioContext the page makes, to read its state.
const RECORD_AUDIO = `(() => {
  window.__audio = [];
  const Native = window.AudioContext;
  window.AudioContext = class extends Native {
    constructor(...args) {
      super(...args);
      window.__audio.push(this);
    }
  };
})();`;

/**
 * Looks at a page as a person who has not touched it yet: Playwright's own evaluations and locator waits run as a
 * user gesture, which counts as a tap for the autoplay rules, so this reads through the DevTools protocol without one.
 */
async function untouched(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  return {
    /** The state of every AudioContext the page made. */
    async audioStates(): Promise<string[]> {
      const { result } = await cdp.send('Runtime.evaluate', {
        expression: 'window.__audio.map((c) => c.state)',
        returnByValue: true,
        userGesture: false,
      });
      return result.value as string[];
    },
    /** How many elements of that role and accessible name the page's accessibility tree has. */
    async count(role: string, name: string): Promise<number> {
      const { root } = await cdp.send('DOM.getDocument', { depth: 0 });
      const { nodes } = await cdp.send('Accessibility.queryAXTree', {
        nodeId: root.nodeId,
        role,
        accessibleName: name,
      });
      return nodes.length;
    },
    detach: () => cdp.detach(),
  };
}
const audioStates = (page: Page) => page.evaluate('window.__audio.map((c) => c.state)') as Promise<string[]>;

/** A signed-in staff context whose pages have had no tap yet (its session copied from a login in another one). */
async function untouchedStaffContext(): Promise<BrowserContext> {
  const { context, page } = await e2e.openPage();
  await logIn(page, ADMIN);
  const storageState = await context.storageState();
  await context.close();
  const staff = await e2e.browser.newContext({ baseURL: e2e.shop.url, locale: 'fr-FR', storageState });
  staff.setDefaultTimeout(15_000);
  await staff.addInitScript(RECORD_AUDIO);
  return staff;
}

describe('the kitchen hears the first order', () => {
  it(
    'sound blocked on an untouched orders screen; one tap on "Activer le son" runs the AudioContext; remembered',
    { timeout: 120_000 },
    async () => {
      for (const lng of ['fr', 'en', 'ar'] as const) {
        const text = TEXTS[lng];
        const context = await untouchedStaffContext();
        try {
          const page = await context.newPage();
          const errors: string[] = [];
          page.on('pageerror', (error) => errors.push(error.message));
          await page.goto(`/dashboard/orders?lng=${lng}`);
          // Untouched: the browser's autoplay rules hold, the beep's context is suspended and the screen says so.
          const before = await untouched(page);
          await eventually(() => before.count('button', text.enable)).toBe(1);
          expect(await before.count('StaticText', text.blocked)).toBe(1);
          expect(await before.audioStates()).toEqual(['suspended']);
          await before.detach();

          const enable = page.getByRole('button', { name: text.enable });
          await enable.click();
          await eventually(() => audioStates(page)).toEqual(['running']);
          await enable.waitFor({ state: 'detached' });
          expect(await page.getByText(text.blocked).count()).toBe(0);

          if (lng === 'fr') {
            // The device remembers: a new untouched page is blocked again, and any first tap turns the sound on.
            const next = await context.newPage();
            await next.goto('/dashboard/orders');
            const untouchedNext = await untouched(next);
            await eventually(() => untouchedNext.count('button', text.enable)).toBe(1);
            expect(await untouchedNext.audioStates()).toEqual(['suspended']);
            await untouchedNext.detach();
            await next.getByRole('heading', { level: 1, name: text.title }).click();
            await eventually(() => audioStates(next)).toEqual(['running']);
            await next.getByRole('button', { name: text.enable }).waitFor({ state: 'detached' });
          }
          expect(errors).toEqual([]);
        } finally {
          await context.close();
        }
      }
    },
  );
});
