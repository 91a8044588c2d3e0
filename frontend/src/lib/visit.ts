import { localDayHour, publicWriteRoutes } from '@shop/contracts/core';
import { call } from './api-client';

// Spec §7 "a page view is sent at start": POST /api/visits with a random id of this browser for today only (a new
// one each Africa/Algiers day), never the user id. The server counts one visit per id per day.
export const VISITOR_KEY = 'visitor';

type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem'>;

/** Today's id kept in `storage`, or a new one (stored) when the day changed or none is kept. */
export function visitorIdOfToday(
  storage: KeyValueStorage | undefined,
  now: Date,
  newId: () => string = () => crypto.randomUUID(),
): string {
  const { day } = localDayHour(now);
  try {
    const kept = JSON.parse(storage?.getItem(VISITOR_KEY) ?? 'null') as {
      id?: unknown;
      day?: unknown;
    } | null;
    if (kept && kept.day === day && typeof kept.id === 'string') return kept.id;
  } catch {
    // An unreadable value is replaced below.
  }
  const id = newId();
  try {
    storage?.setItem(VISITOR_KEY, JSON.stringify({ id, day }));
  } catch {
    // Storage refused (private mode, quota): the visit still counts, a reload may count again.
  }
  return id;
}

/** The TV board (/screen/…) is the restaurant's own screen, not a visitor: it sends no visit. */
export const countsAsVisit = (pathname: string): boolean => !/^\/screen(\/|$)/.test(pathname);

let sentAs: 'none' | 'visitor' | 'staff' = 'none';
/**
 * Once per page load, and once more when a staff member is signed in (they may have logged in after the first):
 * the server, from the session cookie, records a staff browser's visit as staff's and takes out the visit it had
 * counted (the client's `staff` only says when to send again; the server never trusts it). A failure (offline,
 * rate limit) is only logged: a visit is never worth bothering anyone.
 */
export function sendVisit({ staff = false }: { staff?: boolean } = {}): void {
  if (typeof location !== 'undefined' && !countsAsVisit(location.pathname)) return;
  if (sentAs === 'staff' || (sentAs === 'visitor' && !staff)) return;
  sentAs = staff ? 'staff' : 'visitor';
  const storage = typeof localStorage === 'undefined' ? undefined : localStorage;
  // A write nothing reads back: its position does not hold the page's first reads until it is projected.
  call(publicWriteRoutes.visit, {
    body: { visitorId: visitorIdOfToday(storage, new Date()) },
    readYourWrite: false,
  }).catch((error: unknown) => console.warn('visit not recorded', error));
}
