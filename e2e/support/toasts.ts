// Every toast a page shows, recorded as it appears: a test can then say a message was never a toast, at a point of
// the journey well after that toast would have come, without waiting a fixed time. exposeFunction and addInitScript
// go through the DevTools protocol, so the shop's Content-Security-Policy does not block them; the recorder is put
// back in each new document (navigation, reload).
import type { Page } from 'playwright-core';

const BINDING = 'e2eToastShown';

/**
 * Runs in the page (a string: the e2e code is compiled without the DOM's types): reports the text of each toast root
 * (Chakra/Zag `data-scope="toast"`) once it has one, and again when it changes.
 */
const recorder = `(() => {
  if (window.__e2eToastRecorder) return;
  window.__e2eToastRecorder = true;
  const reported = new WeakMap();
  const report = () => {
    for (const root of document.querySelectorAll('[data-scope="toast"][data-part="root"]')) {
      const text = (root.textContent || '').trim();
      if (text && reported.get(root) !== text) {
        reported.set(root, text);
        window.${BINDING}(text);
      }
    }
  };
  new MutationObserver(report).observe(document, { childList: true, subtree: true, characterData: true });
  report();
})();`;

/** Starts recording the page's toasts; the returned list grows as toasts appear (in this and later documents). */
export async function recordToasts(page: Page): Promise<string[]> {
  const shown: string[] = [];
  await page.exposeFunction(BINDING, (text: string) => shown.push(text));
  await page.addInitScript({ content: recorder });
  await page.evaluate(recorder);
  return shown;
}
