import { randomUUID } from 'node:crypto';
import { DomainError, type Role } from '@shop/contracts';
import {
  normalizePhone,
  orderStreams,
  type NoShowSource,
  type OrderEvent,
} from '@shop/contracts/orders/index';
import { aggregateStream } from '@shop/platform/eventstore/aggregate-stream';
import { withoutPersonalData } from '@shop/platform/eventstore/pii';
import type { EventMetadata, EventStore } from '@shop/platform/eventstore/port';
import { createStreamStates, type StreamStates } from '@shop/platform/eventstore/stream-states';
import { deterministicId } from '../ids';
import type { HandleContext } from '../command-types';
import { runStreamCommand } from '../run-command';
import type { OrderContext } from './handle';
import { phoneDecider, type PhoneCommand, type PhoneState } from './trust';

// The `phone-{normalized}` stream's handler (docs/phone-and-trust.md): staff block and unblock a number; the order
// handler records each order placed from it; the no-show worker records a no-show. The recorded ones take an id
// derived from the order, so a second run appends nothing.

export type PhoneResult = { phone: string; position: string; state: PhoneState; appended: boolean };

export type PhoneHandlerDeps = {
  store: EventStore;
  now?: () => Date;
  ids?: () => string;
  cache?: StreamStates;
};

/** The number as typed, normalized; not a number: the problem phone.invalid (field `phone`). */
export function normalizedOrRefused(typed: string): string {
  const phone = normalizePhone(typed);
  if (phone === null) throw new DomainError('phone.invalid', undefined, { phone: 'invalid' });
  return phone;
}

/** The phone number of an order's OrderPlaced, decrypted (null: no placed order, or its customer's key is gone). */
const phoneOfOrder = {
  initialState: (): string | null => null,
  evolve: (phone: string | null, e: OrderEvent): string | null =>
    e.type === 'OrderPlaced' ? ((e.data.delivery.phone as string | null) ?? null) : phone,
};

export function createPhoneHandler({
  store: personalStore,
  now = () => new Date(),
  ids = () => randomUUID(),
  cache = createStreamStates(),
}: PhoneHandlerDeps) {
  // The number is the stream's name: no event of it is encrypted, nothing read here is personal but the order's phone.
  const store = withoutPersonalData(personalStore);

  async function run(
    command: PhoneCommand,
    ctx: HandleContext,
    opts: { metadata?: EventMetadata; idOf?: string } = {},
  ): Promise<PhoneResult> {
    const stream = orderStreams.phone(command.data.phone);
    const { idOf } = opts;
    return runStreamCommand({
      store,
      stream,
      fold: phoneDecider,
      cache,
      ctx,
      request: { type: command.type, data: command.data },
      ...(opts.metadata ? { metadata: opts.metadata } : {}),
      attempts: 5,
      ids: idOf ? (_e, i) => deterministicId(idOf, stream, i) : ids,
      decide: async (state) => phoneDecider.decide(command, state),
      then: async ({ position, state, kind }) => ({
        phone: command.data.phone,
        position,
        state,
        appended: kind === 'appended',
      }),
    });
  }

  const actorOf = (ctx: OrderContext): { userId: string; role: Role } => ({
    userId: ctx.userId,
    role: ctx.role,
  });

  return {
    block: (typed: string, reason: string, ctx: OrderContext) =>
      run(
        {
          type: 'BlockPhone',
          data: { phone: normalizedOrRefused(typed), reason },
          metadata: { now: now().toISOString(), actor: actorOf(ctx) },
        },
        ctx,
      ),
    unblock: (typed: string, reason: string, ctx: OrderContext) =>
      run(
        {
          type: 'UnblockPhone',
          data: { phone: normalizedOrRefused(typed), reason },
          metadata: { now: now().toISOString(), actor: actorOf(ctx) },
        },
        ctx,
      ),
    /** An order was placed from the number (as typed in its delivery details): once per order. */
    async recordOrder(typed: string, orderId: string, metadata: EventMetadata): Promise<void> {
      const phone = normalizePhone(typed);
      if (phone === null) return;
      await run(
        { type: 'RecordPhoneOrder', data: { phone, orderId }, metadata: { now: now().toISOString() } },
        {},
        { metadata, idOf: `phone-order:${orderId}` },
      );
    },
    /**
     * A no-show of an order (the worker, after OrderCancelled no_show or DeliveryFailed no_answer): the order's
     * number is read decrypted from its OrderPlaced; once per order.
     */
    async recordNoShow(
      orderId: string,
      source: NoShowSource,
      ctx: OrderContext,
    ): Promise<{ recorded: boolean }> {
      const { state: typed } = await aggregateStream(
        personalStore,
        orderStreams.order(orderId),
        phoneOfOrder,
      );
      const phone = typed === null ? null : normalizePhone(typed);
      if (phone === null) return { recorded: false };
      const { appended } = await run(
        {
          type: 'RecordNoShow',
          data: { phone, orderId, source },
          metadata: { now: now().toISOString() },
        },
        ctx,
        { idOf: `no-show:${orderId}` },
      );
      return { recorded: appended };
    },
  };
}
export type PhoneHandler = ReturnType<typeof createPhoneHandler>;
