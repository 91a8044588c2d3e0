import { describe, it } from 'vitest';
import { deciderSpec } from '../testing/decider-spec';
import { emailDecider, type EmailCommand, type EmailEvent } from './email-decider';

const now = '2025-01-02T10:00:00.000Z';
const spec = deciderSpec(emailDecider);
const reserve = (userId: string): EmailCommand => ({
  type: 'ReserveEmail',
  data: { userId },
  metadata: { now },
});
const release = (userId: string): EmailCommand => ({
  type: 'ReleaseEmail',
  data: { userId },
  metadata: { now },
});
const reserved = (userId: string): EmailEvent => ({ type: 'EmailReserved', data: { userId, at: now } });
const released = (userId: string): EmailEvent => ({ type: 'EmailReleased', data: { userId, at: now } });

describe('e-mail reservation decider', () => {
  it('reserves a free address', () =>
    spec
      .given([])
      .when(reserve('u1'))
      .then([reserved('u1')]));
  it('an address taken by someone else is refused', () =>
    spec
      .given([reserved('u1')])
      .when(reserve('u2'))
      .thenThrows('email.taken'));
  it('the same user again is a no-op (a retried sign-up)', () =>
    spec
      .given([reserved('u1')])
      .when(reserve('u1'))
      .thenNothing());
  it('a released address can be reserved again', () =>
    spec
      .given([reserved('u1'), released('u1')])
      .when(reserve('u2'))
      .then([reserved('u2')]));
  it('the holder releases it', () =>
    spec
      .given([reserved('u1')])
      .when(release('u1'))
      .then([released('u1')]));
  it('someone else cannot release it', () =>
    spec
      .given([reserved('u1')])
      .when(release('u2'))
      .thenNothing());
  it('releasing a free address is a no-op', () => spec.given([]).when(release('u1')).thenNothing());
  it('an orphaned reservation older than two minutes is free again; a younger one, or one not orphaned, is taken', () => {
    const old = '2025-01-02T09:57:00.000Z';
    const orphan = (userId: string): EmailCommand => ({
      type: 'ReserveEmail',
      data: { userId },
      metadata: { now, reservationOrphaned: true },
    });
    spec
      .given([{ type: 'EmailReserved', data: { userId: 'u1', at: old } }])
      .when(orphan('u2'))
      .then([reserved('u2')]);
    spec
      .given([reserved('u1')])
      .when(orphan('u2'))
      .thenThrows('email.taken');
    spec
      .given([{ type: 'EmailReserved', data: { userId: 'u1', at: old } }])
      .when(reserve('u2'))
      .thenThrows('email.taken');
  });
});
