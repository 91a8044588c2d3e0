// Test helpers: account events appended straight to a store (the write side's handler is not needed to
// exercise the read side). With the PII wrapper around `store`, the personal fields are encrypted on the way in.
import { randomUUID } from 'node:crypto';
import { accountStreams, type AccountEvent, type Language, type Role } from '@shop/contracts';
import type { AppendResult, EventStore } from '@shop/platform/eventstore/port';

export type TestUser = {
  userId: string;
  name: string;
  lastName: string;
  email: string;
  role?: Role;
  language?: Language;
};

export const appendAccountEvent = (
  store: EventStore,
  event: AccountEvent,
  id: string = randomUUID(),
): Promise<AppendResult> =>
  store.append(
    accountStreams.user(event.data.userId),
    [{ id, type: event.type, data: event.data, metadata: { correlationId: id } }],
    {
      expectedRevision: 'any',
    },
  );

export const registerUser = (
  store: EventStore,
  u: TestUser,
  registeredAt = new Date().toISOString(),
  id?: string,
) =>
  appendAccountEvent(
    store,
    {
      type: 'UserRegistered',
      data: {
        userId: u.userId,
        email: u.email,
        name: u.name,
        lastName: u.lastName,
        passwordHash: 'scrypt$16384$8$1$c2FsdA$aGFzaA',
        role: u.role ?? 'user',
        language: u.language ?? 'fr',
        registeredAt,
      },
    },
    id,
  );

/** A customer who can order: registered, with a complete profile (phone, address, district). */
export async function registerCustomer(store: EventStore, u: TestUser): Promise<void> {
  await registerUser(store, u);
  await appendAccountEvent(store, {
    type: 'ProfileUpdated',
    data: {
      userId: u.userId,
      name: u.name,
      lastName: u.lastName,
      number: '0550123456',
      address: '12 rue X',
      district: 'bir-el-djir',
      profileState: 'complited',
      at: new Date().toISOString(),
    },
  });
}
