import { randomInt, randomUUID } from 'node:crypto';
import { accountStreams, DomainError } from '@shop/contracts';
import { userFold } from '@shop/contracts/accounts/user-state';
import { orderStreams, type DeliveryCommand } from '@shop/contracts/orders/index';
import { aggregateStream } from '@shop/platform/eventstore/aggregate-stream';
import { withoutPersonalData } from '@shop/platform/eventstore/pii';
import type { EventStore } from '@shop/platform/eventstore/port';
import { createStreamStates } from '@shop/platform/eventstore/stream-states';
import { runStreamCommand } from '../run-command';
import type { OrderActor } from './decider';
import { deliveryDecider, type DeliveryCommandWithFacts, type RiderFact } from './delivery';
import type { OrderContext } from './handle';
import { riderOnShift } from '../riders/on-shift';

// The delivery handler (issue 30; docs/riders.md): the one runner (run-command.ts) on `order-{id}` with the delivery
// decider; AssignRider reads the rider's account (role, first name) and shift, and draws the code. A wrong code is
// appended (DeliveryCodeRejected counts the tries), then answered as the problem delivery.code_wrong.

export type DeliveryResult = { orderId: string; position: string };
export type HandleDelivery = (command: DeliveryCommand, ctx: OrderContext) => Promise<DeliveryResult>;

export type DeliveryHandlerDeps = {
  /** The store through the personal-data wrapper: the rider's first name is read decrypted, RiderAssigned encrypted. */
  store: EventStore;
  now?: () => Date;
  ids?: () => string;
  /** Draws the four digits of a code (tests fix it). */
  drawCode?: () => string;
};

const fourDigits = () => String(randomInt(0, 10_000)).padStart(4, '0');

export function createDeliveryHandler({
  store: personalStore,
  now = () => new Date(),
  ids = () => randomUUID(),
  drawCode = fourDigits,
}: DeliveryHandlerDeps): HandleDelivery {
  // The order's state needs no personal field; only the rider's first name is read decrypted.
  const store = withoutPersonalData(personalStore);
  const cache = createStreamStates();

  async function riderFact(riderId: string): Promise<RiderFact> {
    const [{ state: user }, onShift] = await Promise.all([
      aggregateStream(personalStore, accountStreams.user(riderId), userFold),
      riderOnShift(store, riderId, cache),
    ]);
    if (user.status !== 'active') return { status: 'none' };
    if (user.role !== 'rider') return { status: 'not_rider' };
    return { status: 'rider', firstName: user.profile.name, onShift };
  }

  return async (command, ctx) => {
    const { orderId } = command.data;
    const actor: OrderActor = { userId: ctx.userId, role: ctx.role };
    const at = now().toISOString();
    return runStreamCommand({
      store,
      stream: orderStreams.order(orderId),
      fold: deliveryDecider,
      cache,
      ctx,
      request: { type: command.type, data: command.data },
      ids,
      decide: async (state) => {
        const base = { now: at, actor };
        const metadata =
          command.type === 'AssignRider'
            ? { ...base, rider: await riderFact(command.data.riderId), code: drawCode() }
            : base;
        return deliveryDecider.decide({ ...command, metadata } as DeliveryCommandWithFacts, state);
      },
      // A wrong code is kept (the try counts), then refused; the rider's page shows the tries left from its list.
      then: async ({ events, position }) => {
        if (events.some((e) => e.type === 'DeliveryCodeRejected'))
          throw new DomainError('delivery.code_wrong');
        return { orderId, position };
      },
    });
  };
}
