import { createHmac } from 'node:crypto';

/** The normalised address (trimmed, lower case). */
export const normaliseEmail = (email: string): string => email.trim().toLowerCase();

/** HMAC-SHA256 (hex) of the normalised address: names the `email-{hash}` stream without revealing the address. */
export const emailHash = (secret: string, email: string): string =>
  createHmac('sha256', secret).update(normaliseEmail(email)).digest('hex');
