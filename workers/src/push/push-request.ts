// One Web Push request, as web-push's generateRequestDetails prepares it (encryption, VAPID, TTL, urgency), sent here
// rather than by web-push's sendNotification, which has no deadline (its `timeout` is an idle timer a push service
// resets by trickling bytes) and connects wherever the endpoint's name points at that moment. Here the whole request
// has one deadline, the shutdown can abort it, the endpoint is checked against the push endpoint policy first and the
// connection goes only to addresses that policy allowed (platform/src/push/endpoints.ts `pushLookup`).
import type { Agent } from 'node:https';
import { request } from 'node:https';
import type { RequestDetails } from 'web-push';
import { pushEndpointHost, pushLookup, type PushEndpointPolicy } from '@shop/platform/push/endpoints';

export type PushRequestOptions = {
  endpoints: PushEndpointPolicy;
  /** The deadline of the whole request: connection, TLS, sending, the answer. */
  timeoutMs: number;
  /** Aborts the request (the worker closing). */
  signal?: AbortSignal;
  /** The HTTPS agent (the tests' local push service has a certificate of its own). */
  agent?: Agent;
};

/** A push service that did not answer in time, or an aborted request: what the job's failure says. */
export class PushRequestFailed extends Error {
  constructor(message: string, options?: { cause: unknown }) {
    super(message, options);
    this.name = 'PushRequestFailed';
  }
}

/**
 * Sends the request and resolves with the push service's status (its answer's body is read and dropped). Throws
 * PushEndpointRefused for an endpoint the policy refuses (before connecting, or by the lookup of its name), and
 * PushRequestFailed past the deadline or once `signal` aborts.
 */
export function sendPushRequest(details: RequestDetails, options: PushRequestOptions): Promise<number> {
  pushEndpointHost(details.endpoint, options.endpoints);
  // One controller per request, aborted by its deadline or by the worker closing; the listener on the worker's
  // signal goes with the request (AbortSignal.any would tie every request to that long-lived signal).
  const abort = new AbortController();
  let why: string | undefined;
  const stop = (reason: string) => {
    why ??= reason;
    abort.abort();
  };
  const deadline = setTimeout(
    () => stop(`no answer from the push service within ${options.timeoutMs} ms`),
    options.timeoutMs,
  );
  const closing = () => stop('push request aborted: the worker is closing');
  if (options.signal?.aborted) closing();
  options.signal?.addEventListener('abort', closing, { once: true });
  return new Promise<number>((resolve, reject) => {
    const failed = (error: Error) => reject(why ? new PushRequestFailed(why, { cause: error }) : error);
    const req = request(
      details.endpoint,
      {
        method: details.method,
        headers: details.headers,
        lookup: pushLookup(options.endpoints),
        signal: abort.signal,
        ...(options.agent ? { agent: options.agent } : {}),
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
        res.on('error', failed);
        res.on('close', () => {
          if (!res.complete) failed(new Error('the push service closed the connection mid-answer'));
        });
      },
    );
    req.on('error', failed);
    req.end(details.body ?? undefined);
  }).finally(() => {
    clearTimeout(deadline);
    options.signal?.removeEventListener('abort', closing);
  });
}
