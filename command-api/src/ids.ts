import { createHash } from 'node:crypto';

/**
 * A UUID (version 5 layout, SHA-1) derived from an idempotency key, the stream and the event's index in the
 * batch: the same request retried produces the same event ids, so the store appends nothing new.
 */
export function deterministicId(key: string, stream: string, index: number): string {
  const hash = createHash('sha1').update(`${key}\u0000${stream}\u0000${index}`).digest();
  hash[6] = (hash[6]! & 0x0f) | 0x50; // version 5
  hash[8] = (hash[8]! & 0x3f) | 0x80; // RFC 4122 variant
  const hex = hash.subarray(0, 16).toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
}
