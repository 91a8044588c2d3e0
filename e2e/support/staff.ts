// Staff pages for browser tests: the shop's admin (ADMIN of ./customer, set by ADMIN_ENV) signed in through the form.
import { expect } from 'vitest';
import type { OpenedPage } from './browser';
import { ADMIN, logIn } from './customer';
import type { ShopAndBrowser } from './shop';

/** Runs `run` on a fresh page of the admin, closed whatever happens; errors on the page fail the test. */
export async function asAdminPage(
  e2e: Pick<ShopAndBrowser, 'openPage'>,
  run: (opened: OpenedPage) => Promise<void>,
): Promise<void> {
  const opened = await e2e.openPage();
  try {
    await logIn(opened.page, ADMIN);
    await run(opened);
    expect(opened.errors).toEqual([]);
  } finally {
    await opened.context.close();
  }
}
