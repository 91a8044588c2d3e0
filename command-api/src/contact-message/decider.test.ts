import { describe, it } from 'vitest';
import { deciderSpec } from '../testing/decider-spec';
import { contactMessageDecider, type ContactMessageCommand, type ContactMessageEvent } from './decider';

const now = '2025-01-01T10:00:00.000Z';
const body = {
  messageId: 'm1',
  topic: 'thanks' as const,
  name: 'Amina',
  email: 'amina@example.dz',
  message: 'Merci !',
};
const submit = (phone?: string): ContactMessageCommand => ({
  type: 'SubmitContactMessage',
  data: { ...body, phone },
  metadata: { now },
});
const submitted: ContactMessageEvent = {
  type: 'ContactMessageSubmitted',
  data: { ...body, submittedAt: now },
};
const spec = deciderSpec(contactMessageDecider);

describe('contact message decider', () => {
  it('records the message with the handler time', () => spec.given([]).when(submit()).then([submitted]));
  it('keeps the phone when given', () =>
    spec
      .given([])
      .when(submit('0550123456'))
      .then([{ type: 'ContactMessageSubmitted', data: { ...body, phone: '0550123456', submittedAt: now } }]));
  it('the same message id again is a no-op', () => spec.given([submitted]).when(submit()).thenNothing());
});
