import { describe, expect, it } from 'vitest';
import type { RecordedEvent } from '@shop/platform/eventstore/port';
import { UnparsableEventError } from '../event-schemas';
import { linkOf, mailRequestOf, remainingSeconds } from './mail-requests';

const recorded = (type: string, data: unknown): RecordedEvent => ({
  id: 'e1',
  stream: 'user-u1',
  type,
  data,
  metadata: { correlationId: 'c' },
  revision: 0n,
  position: 1n,
  createdAt: new Date(),
});

const registered = {
  userId: 'u1',
  email: 'a@example.dz',
  name: 'A',
  lastName: 'B',
  passwordHash: 'x',
  role: 'user',
  language: 'ar',
  registeredAt: '2025-03-01T09:00:00.000Z',
};

describe('mail requests', () => {
  it('stop at an account event its contract refuses instead of skipping it (no verification mail lost silently)', () => {
    const { language: _, ...withoutLanguage } = registered;
    expect(() => mailRequestOf(recorded('UserRegistered', withoutLanguage))).toThrow(UnparsableEventError);
  });

  it('asks for a verification mail on UserRegistered and a reset mail (with its request id) on PasswordResetRequested', () => {
    expect(mailRequestOf(recorded('UserRegistered', registered))).toEqual({
      kind: 'verify-email',
      userId: 'u1',
      language: 'ar',
      at: new Date('2025-03-01T09:00:00.000Z'),
      extra: {},
    });
    expect(
      mailRequestOf(
        recorded('PasswordResetRequested', {
          userId: 'u1',
          requestId: 'r1',
          at: '2025-03-01T10:00:00.000Z',
          language: 'en',
        }),
      ),
    ).toEqual({
      kind: 'reset-password',
      userId: 'u1',
      language: 'en',
      at: new Date('2025-03-01T10:00:00.000Z'),
      extra: { requestId: 'r1' },
    });
  });

  it('asks for the verification mail again on EmailVerificationRequested, valid from that request', () => {
    expect(
      mailRequestOf(
        recorded('EmailVerificationRequested', {
          userId: 'u1',
          at: '2025-03-05T09:00:00.000Z',
          language: 'fr',
        }),
      ),
    ).toEqual({
      kind: 'verify-email',
      userId: 'u1',
      language: 'fr',
      at: new Date('2025-03-05T09:00:00.000Z'),
      extra: {},
    });
  });

  it('ignores other events', () => {
    expect(
      mailRequestOf(recorded('EmailVerified', { userId: 'u1', at: '2025-03-01T09:00:00.000Z' })),
    ).toBeNull();
    expect(mailRequestOf(recorded('GiftCardIssued', { userId: 'u1' }))).toBeNull();
  });

  it('counts the validity from the event: 24 h to verify, 1 h to reset', () => {
    const verify = mailRequestOf(recorded('UserRegistered', registered))!;
    expect(remainingSeconds(verify, new Date('2025-03-01T09:00:00.000Z'))).toBe(86_400);
    expect(remainingSeconds(verify, new Date('2025-03-02T08:00:00.000Z'))).toBe(3_600);
    expect(remainingSeconds(verify, new Date('2025-03-02T09:00:01.000Z'))).toBeLessThan(0);
    const reset = mailRequestOf(
      recorded('PasswordResetRequested', {
        userId: 'u1',
        requestId: 'r',
        at: '2025-03-01T10:00:00.000Z',
        language: 'fr',
      }),
    )!;
    expect(remainingSeconds(reset, new Date('2025-03-01T10:30:00.000Z'))).toBe(1_800);
  });

  it("asks for the owner's mail on SignUpAttempted, in the owner's language", () => {
    expect(
      mailRequestOf(
        recorded('SignUpAttempted', { userId: 'u1', at: '2025-03-05T09:00:00.000Z', language: 'ar' }),
      ),
    ).toEqual({
      kind: 'sign-up-attempt',
      userId: 'u1',
      language: 'ar',
      at: new Date('2025-03-05T09:00:00.000Z'),
      extra: {},
    });
  });

  it('builds the links of the client routes under PUBLIC_URL', () => {
    expect(linkOf('https://oran-food.dz', 'sign-up-attempt')).toBe(
      'https://oran-food.dz/authentication/forgotPassword',
    );
    expect(linkOf('https://oran-food.dz/', 'verify-email', 'a.b.c')).toBe(
      'https://oran-food.dz/authentication/verifyEmail/a.b.c',
    );
    expect(linkOf('http://127.0.0.1:3000', 'reset-password', 'x.y.z')).toBe(
      'http://127.0.0.1:3000/authentication/resetPassword/x.y.z',
    );
  });
});
