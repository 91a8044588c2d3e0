// Per-owner encryption keys for personal data (docs/accounts.md, "Personal data erasure").
// Kept outside the event log so that destroying one makes that owner's personal fields unreadable forever.

export interface KeyStore {
  /** The owner's 32-byte key, created on first use. Throws KeyDestroyed once the key was destroyed. */
  getOrCreate(ownerId: string): Promise<Buffer>;
  /** The owner's key, or null when it never existed or was destroyed. */
  get(ownerId: string): Promise<Buffer | null>;
  /** Forgets the key for good (a tombstone stays, so it is never created again). Idempotent. */
  destroy(ownerId: string): Promise<void>;
  close(): Promise<void>;
}

export class KeyDestroyed extends Error {
  constructor(readonly ownerId: string) {
    super(`The personal-data key of ${ownerId} was destroyed`);
    this.name = 'KeyDestroyed';
  }
}
