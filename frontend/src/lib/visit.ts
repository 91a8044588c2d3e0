import { localDayHour } from '@shop/contracts';
import { api } from './api-client';

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

let sent = false;
/** Once per page load; a failure (offline, rate limit) is only logged: a visit is never worth bothering anyone. */
export function sendVisit(): void {
  if (sent) return;
  sent = true;
  const storage = typeof localStorage === 'undefined' ? undefined : localStorage;
  api
    .postUnread('/api/visits', { visitorId: visitorIdOfToday(storage, new Date()) })
    .catch((error: unknown) => console.warn('visit not recorded', error));
}
