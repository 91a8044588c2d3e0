import type { ChangeMessage } from '@shop/contracts/core';
import type { changeMessage } from '@shop/contracts/schemas';

// Realtime change feed (/ws): the server pushes *what* changed (topic, id), the client invalidates
// the matching TanStack Query keys and refetches. Pure parts are exported for unit tests. The message schema is
// handed in by the caller, which loads it after the first paint (zod stays out of the public pages' first load).

export const MIN_RECONNECT_DELAY_MS = 1000;
export const MAX_RECONNECT_DELAY_MS = 5000;

/** Delay before reconnect attempt n (0-based): 1 s, 2 s, 4 s, then 5 s for ever. */
export const reconnectDelay = (attempt: number): number =>
  Math.min(MAX_RECONNECT_DELAY_MS, MIN_RECONNECT_DELAY_MS * 2 ** Math.max(0, attempt));

export type ChangeSchema = typeof changeMessage;

/** Parse one socket frame; anything that is not a valid ChangeMessage is ignored (undefined). */
export const parseChange = (data: unknown, schema: ChangeSchema): ChangeMessage | undefined => {
  if (typeof data !== 'string') return undefined;
  let json: unknown;
  try {
    json = JSON.parse(data);
  } catch {
    return undefined;
  }
  const parsed = schema.safeParse(json);
  return parsed.success ? parsed.data : undefined;
};

/**
 * The query keys a change invalidates. Every query key starts with its change topic, so `[topic]`
 * matches the lists and the details of that topic (TanStack matches key prefixes).
 */
export const keysToInvalidate = (message: ChangeMessage): readonly (readonly string[])[] => [[message.topic]];

/** ws:// or wss:// URL of /ws on the page's own origin. */
export const socketUrl = (location: Pick<Location, 'protocol' | 'host'>, path = '/ws') =>
  `${location.protocol === 'https:' ? 'wss:' : 'ws:'}//${location.host}${path}`;

export type SocketLike = {
  onopen: ((ev: unknown) => void) | null;
  onclose: ((ev: unknown) => void) | null;
  onerror: ((ev: unknown) => void) | null;
  onmessage: ((ev: { data: unknown }) => void) | null;
  close(): void;
};

export type RealtimeDeps = {
  url: string;
  /** `changeMessage` of `@shop/contracts/schemas`, imported lazily by the caller. */
  changeMessage: ChangeSchema;
  createSocket: (url: string) => SocketLike;
  onChange: (message: ChangeMessage) => void;
  /** Any other JSON frame (e.g. the orders' `newOrder` / `orderActualization`), parsed but not validated. */
  onOther?: (json: unknown) => void;
  /** Called after a *re*connect (not the first connect): the socket may have missed changes. */
  onReconnect: () => void;
  setTimer?: (fn: () => void, ms: number) => unknown;
  clearTimer?: (handle: unknown) => void;
};

/** Opens the socket, reconnects with backoff 1 s → 5 s, and returns a function that stops it all. */
export function connectRealtime(deps: RealtimeDeps): () => void {
  const setTimer = deps.setTimer ?? ((fn, ms) => setTimeout(fn, ms));
  const clearTimer = deps.clearTimer ?? ((h) => clearTimeout(h as ReturnType<typeof setTimeout>));
  let attempt = 0;
  let everOpened = false;
  let stopped = false;
  let socket: SocketLike | undefined;
  let timer: unknown;

  const open = () => {
    if (stopped) return;
    let s: SocketLike;
    try {
      s = deps.createSocket(deps.url);
    } catch {
      schedule();
      return;
    }
    socket = s;
    s.onopen = () => {
      attempt = 0;
      if (everOpened) deps.onReconnect();
      everOpened = true;
    };
    s.onmessage = (ev) => {
      const message = parseChange(ev.data, deps.changeMessage);
      if (message) deps.onChange(message);
      else if (deps.onOther && typeof ev.data === 'string') {
        try {
          deps.onOther(JSON.parse(ev.data));
        } catch {
          // not JSON: ignored
        }
      }
    };
    s.onerror = () => {
      /* onclose follows */
    };
    s.onclose = () => {
      if (socket === s) socket = undefined;
      schedule();
    };
  };

  const schedule = () => {
    if (stopped) return;
    const delay = reconnectDelay(attempt);
    attempt += 1;
    timer = setTimer(open, delay);
  };

  open();
  return () => {
    stopped = true;
    if (timer !== undefined) clearTimer(timer);
    const s = socket;
    socket = undefined;
    if (s) {
      s.onclose = null;
      s.onmessage = null;
      s.close();
    }
  };
}
