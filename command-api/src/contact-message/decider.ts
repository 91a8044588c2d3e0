import { event, type CommandOf, type Decider, type EventsOf } from '../decider';

// A message sent from the public contact page. Its id is chosen by the handler (derived from the
// Idempotency-Key when there is one), so submitting the same id again is a no-op, not an error.
export type ContactMessageState = { submitted: boolean };

export type ContactMessageCommand = CommandOf<'SubmitContactMessage'>;
export type ContactMessageEvent = EventsOf<'ContactMessageSubmitted'>;

export const contactMessageDecider: Decider<ContactMessageState, ContactMessageCommand, ContactMessageEvent> =
  {
    initialState: () => ({ submitted: false }),

    decide(command, state) {
      if (state.submitted) return [];
      const { messageId, topic, name, email, phone, message } = command.data;
      return [
        event('ContactMessageSubmitted', {
          messageId,
          topic,
          name,
          email,
          ...(phone ? { phone } : {}),
          message,
          submittedAt: command.metadata.now,
        }),
      ];
    },

    evolve: (_state, e) => (e.type === 'ContactMessageSubmitted' ? { submitted: true } : _state),
  };
