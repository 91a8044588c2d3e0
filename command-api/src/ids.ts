import { hash as digest } from 'node:crypto';

/**
 * A UUID (version 5 layout, SHA-1) derived from an idempotency key, the stream and the event's index in the
 * batch: the same request retried produces the same event ids, so the store appends nothing new.
 */
export function deterministicId(key: string, stream: string, index: number): string {
  // crypto.hash: one call and no Hash object, for an id made per event of every keyed command.
  const hash = digest('sha1', `${key}\u0000${stream}\u0000${index}`, 'buffer');
  hash[6] = (hash[6]! & 0x0f) | 0x50; // version 5
  hash[8] = (hash[8]! & 0x3f) | 0x80; // RFC 4122 variant
  const hex = hash.subarray(0, 16).toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
}
