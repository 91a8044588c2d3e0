import { z } from 'zod';
import { languages } from '../languages';
import { roles } from './roles';

// Account events (streams `user-{id}` and `email-{hash}`). Fields marked PII are encrypted at rest with a
// per-user key by the store wrapper (platform/src/eventstore/pii.ts): the event log never holds them in clear,
// and once the key is destroyed (AccountDeleted) they read back as null. Hence `pii` is nullable.
export const role = z.enum(roles);

export const accountLanguage = z.enum(languages);
const pii = z.string().nullable();
const isoDate = z.string().datetime({ offset: true });

export const accountEvent = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('UserRegistered'),
    data: z.object({
      userId: z.string(),
      email: pii,
      name: pii,
      lastName: pii,
      passwordHash: z.string(),
      role,
      language: accountLanguage,
      registeredAt: isoDate,
    }),
  }),
  z.object({ type: z.literal('EmailVerified'), data: z.object({ userId: z.string(), at: isoDate }) }),
  z.object({
    type: z.literal('PasswordResetRequested'),
    data: z.object({ userId: z.string(), requestId: z.string(), at: isoDate, language: accountLanguage }),
  }),
  z.object({
    type: z.literal('PasswordChanged'),
    data: z.object({
      userId: z.string(),
      passwordHash: z.string(),
      at: isoDate,
      reason: z.enum(['reset', 'change']),
      requestId: z.string().optional(),
      // A change ends the user's other sessions: the one it was made from (its jti) is kept. Absent on changes
      // written before this rule: those ended no session.
      keptSession: z.string().optional(),
    }),
  }),
  z.object({
    type: z.literal('ProfileUpdated'),
    data: z.object({
      userId: z.string(),
      name: pii,
      lastName: pii,
      number: pii,
      address: pii,
      district: z.string(), // district id, not personal
      profileState: z.enum(['complited', 'incomplete']),
      at: isoDate,
    }),
  }),
  z.object({
    type: z.literal('RoleChanged'),
    data: z.object({ userId: z.string(), role, by: z.string(), at: isoDate }),
  }),
  z.object({
    type: z.literal('AccountDeleted'),
    data: z.object({ userId: z.string(), by: z.string(), at: isoDate }),
  }),
  // email-{hash}: a reservation appended with expectedRevision 'no_stream' makes an address unique.
  z.object({ type: z.literal('EmailReserved'), data: z.object({ userId: z.string(), at: isoDate }) }),
  z.object({ type: z.literal('EmailReleased'), data: z.object({ userId: z.string(), at: isoDate }) }),
  // user-{id}: POST /api/auth/resend-verification; the mail reactor sends the verification link again.
  z.object({
    type: z.literal('EmailVerificationRequested'),
    data: z.object({ userId: z.string(), at: isoDate, language: accountLanguage }),
  }),
  // user-{id} of the address' owner: someone signed up with an address that already has this account. Sign-up
  // answers as for a new address (no account enumeration); the mail reactor tells the owner. Ids only: who tried is
  // not recorded; `language` is the owner's.
  z.object({
    type: z.literal('SignUpAttempted'),
    data: z.object({ userId: z.string(), at: isoDate, language: accountLanguage }),
  }),
  // push-{userId}: a browser the customer allowed to show their order steps (Web Push). The endpoint and keys are
  // personal data (they reach that person's device); `subscriptionId` is a hash of the endpoint, `language` the one
  // the page was in when the customer allowed it (the notifications' language).
  z.object({
    type: z.literal('PushSubscribed'),
    data: z.object({
      userId: z.string(),
      subscriptionId: z.string(),
      endpoint: pii,
      p256dh: pii,
      auth: pii,
      language: accountLanguage,
      at: isoDate,
    }),
  }),
  // `expired`: the push service answered that the subscription is gone (404/410), so the worker dropped it.
  // `replaced`: the customer subscribed one browser more than an account keeps (maxPushSubscriptions), the oldest went.
  // `refused`: the endpoint is no longer one the shop sends to (not a known push service, or it resolves to a private
  // address), found by the worker when it was about to send.
  z.object({
    type: z.literal('PushUnsubscribed'),
    data: z.object({
      userId: z.string(),
      subscriptionId: z.string(),
      reason: z.enum(['customer', 'expired', 'replaced', 'refused']),
      at: isoDate,
    }),
  }),
  // user-{id}: a named delivery address the customer keeps (home, work…), chosen at checkout; saved again under the
  // same id, it replaces the earlier one. Label, address and landmark are personal data (the district id is not).
  z.object({
    type: z.literal('AddressSaved'),
    data: z.object({
      userId: z.string(),
      addressId: z.string(),
      label: pii,
      districtId: z.string(),
      address: pii,
      landmark: pii,
      at: isoDate,
    }),
  }),
  z.object({
    type: z.literal('AddressRemoved'),
    data: z.object({ userId: z.string(), addressId: z.string(), at: isoDate }),
  }),
  // roles-admins: the set of admins, the consistency boundary of "the last admin cannot be demoted or deleted".
  z.object({ type: z.literal('AdminGranted'), data: z.object({ userId: z.string(), at: isoDate }) }),
  z.object({ type: z.literal('AdminRevoked'), data: z.object({ userId: z.string(), at: isoDate }) }),
]);
export type AccountEvent = z.infer<typeof accountEvent>;

/**
 * Whether a PasswordChanged ends sessions: a reset ends them all; a change all but its `keptSession`, unless it was
 * written before changes ended sessions (no `keptSession`). The write side and the users projection both ask this.
 */
export const passwordChangeEndsSessions = (data: {
  reason: 'reset' | 'change';
  keptSession?: string;
}): boolean => data.reason === 'reset' || data.keptSession !== undefined;

/**
 * Which fields of which event types are personal data, and whose key encrypts them. Fields are paths: a dot
 * goes into a nested object ('delivery.recipient'). OrderPlaced (order-{id}) carries the customer's delivery
 * details, encrypted with the customer's key like the profile.
 */
export const piiFields: Record<string, { owner: string; fields: string[] }> = {
  UserRegistered: { owner: 'userId', fields: ['email', 'name', 'lastName'] },
  ProfileUpdated: { owner: 'userId', fields: ['name', 'lastName', 'number', 'address'] },
  PushSubscribed: { owner: 'userId', fields: ['endpoint', 'p256dh', 'auth'] },
  /** The rider's first name on the order stream (issue 30), encrypted with the rider's key. */
  RiderAssigned: { owner: 'riderId', fields: ['riderName'] },
  OrderRated: { owner: 'userId', fields: ['comment'] },
  AddressSaved: { owner: 'userId', fields: ['label', 'address', 'landmark'] },
  OrderPlaced: {
    owner: 'userId',
    fields: ['delivery.recipient', 'delivery.phone', 'delivery.address', 'delivery.comment'],
  },
};
