import { randomUUID } from 'node:crypto';
import { DomainError, type Role } from '@shop/contracts';
import {
  DEFAULT_SLOT_CAPACITY,
  orderCommand,
  orderStreams,
  type OrderCommand,
  type OrderCommandInput,
  type OrderEvent,
  type SlotEvent,
} from '@shop/contracts/orders/index';
import { aggregateStream } from '@shop/platform/eventstore/aggregate-stream';
import { withoutPersonalData } from '@shop/platform/eventstore/pii';
import type { EventMetadata, EventStore, RecordedEvent } from '@shop/platform/eventstore/port';
import { createStreamStates } from '@shop/platform/eventstore/stream-states';
import { deterministicId } from '../ids';
import { earlierAnswer, metadataOf, runStreamCommand } from '../run-command';
import { validationError } from '../validation';
import { orderDecider, type OrderActor, type OrderCommandWithFacts, type OrderState } from './decider';
import {
  discountsEnabled,
  districtFact,
  loyaltyAccount,
  productFacts,
  profileState,
  promoFact,
  settingsFact,
} from './facts';
import { loyaltyDecider, loyaltyDue } from './loyalty';
import { kitchenOrderFact } from './promise-facts';
import { slotDecider, type SlotCommand } from './slot';
import { createPhoneHandler } from './phone-handle';
import { trustOrderFact } from './trust-facts';

// The order command handler (docs/orders.md "Orders"): validate (the workers' commands; an HTTP route's command was
// checked by the route's body schema and goes to the checked handler), then the one runner (run-command.ts) loads
// `order-{id}`, reads the facts the decision needs, decides, appends with the revision read; after it the loyalty
// account of the order is settled, through the same runner.

export type OrderContext = {
  userId: string;
  role: Role;
  /** Scoped by the route; the same key makes the same event ids, so a retry appends nothing and answers the first result. */
  idempotencyKey?: string;
  correlationId?: string;
};

export type OrderResult = {
  orderId: string;
  /** Global position of the command's last event (or of the stream's last event when nothing was appended), decimal. */
  position: string;
  /** Revision of the order stream's last event ('-1' when it does not exist). */
  nextRevision: string;
  /**
   * The command's events; when they are answered as recorded (an Idempotency-Key) their personal fields (OrderPlaced's
   * delivery details) read null: the handler reads the store without personal data.
   */
  events: { type: string; data: unknown }[];
  /** The order as it stands right after the command (or the command's first answer, for a retried key). */
  order: OrderState;
};

export type HandleOrder = (command: OrderCommandInput, ctx: OrderContext) => Promise<OrderResult>;
/** The handler of a command already checked against its schema (by an HTTP route): it is not parsed again. */
export type HandleCheckedOrder = (command: OrderCommand, ctx: OrderContext) => Promise<OrderResult>;

export type OrderHandlerDeps = {
  store: EventStore;
  now?: () => Date;
  ids?: () => string;
  /** Orders placed and not finished, the load a promised time scales by (docs/kitchen.md); none: 0. */
  ordersInPreparation?: () => Promise<number>;
};

const fold = (recorded: RecordedEvent[]): OrderState =>
  (recorded as unknown as OrderEvent[]).reduce(orderDecider.evolve, orderDecider.initialState());

/** The order as it stood after the first answer of a key (its last event at `nextRevision`). */
const orderAt = (recorded: RecordedEvent[], nextRevision: string): OrderState => {
  const last = BigInt(nextRevision);
  return fold(recorded.filter((e) => e.revision <= last));
};

/** Id of the one loyalty event of a kind for an order: a repeated settlement appends nothing. */
export const loyaltyEventId = (orderId: string, type: string, userId: string): string =>
  deterministicId(`order-loyalty:${orderId}:${type}`, orderStreams.loyalty(userId), 0);

/**
 * Id of the one reservation (or release) of a slot by one attempt to place an order (the order's revision it decided
 * on): a retried placement or cancellation appends nothing, a later attempt's place is another event.
 */
const slotEventId = (orderId: string, type: string, slot: string, orderRevision: number | null): string =>
  deterministicId(`order-slot:${orderId}:${type}:${orderRevision ?? ''}`, orderStreams.slot(slot), 0);

/** A place one attempt to place an order took: the slot and the order's revision the attempt decided on. */
type TakenPlace = { slot: string; orderRevision: number };

/** The order handler of commands as sent (the workers'): each is checked against `orderCommand` first. */
export function createOrderHandler(deps: OrderHandlerDeps): HandleOrder {
  const handleChecked = createCheckedOrderHandler(deps);
  return async (input, ctx) => {
    const parsed = orderCommand.safeParse(input);
    if (!parsed.success) throw validationError(parsed.error);
    return handleChecked(parsed.data, ctx);
  };
}

/** The order handler of checked commands (the HTTP routes parse the body once with its route's schema). */
export function createCheckedOrderHandler({
  store: personalStore,
  now = () => new Date(),
  ids = () => randomUUID(),
  ordersInPreparation = async () => 0,
}: OrderHandlerDeps): HandleCheckedOrder {
  // No decision reads a personal field (the order's state, profileState, products, promo, district, loyalty), so the
  // order and fact streams are read without decrypting anything; appends still encrypt through the wrapper.
  const store = withoutPersonalData(personalStore);
  // The states this handler folded last (the order, its facts): a command folds only what was appended since, and
  // the store is asked every time (aggregate-stream.ts), so no decision is made on a remembered state alone.
  const cache = createStreamStates();
  const phones = createPhoneHandler({ store: personalStore, now, ids, cache });
  /**
   * A placed order counts on its customer's number (`phone-{normalized}`, docs/phone-and-trust.md): the number is the
   * command's (PlaceOrder, TakeOrder), the event's id derived from the order, so a retry completes it once.
   */
  async function settlePhone(
    command: OrderCommand,
    order: OrderState,
    metadata: EventMetadata,
  ): Promise<void> {
    if (order.status !== 'placed') return;
    if (command.type !== 'PlaceOrder' && command.type !== 'TakeOrder') return;
    await phones.recordOrder(command.data.delivery.phone, order.orderId, metadata);
  }
  /** Facts from the other streams, for the command as the order stands. */
  async function factsFor(
    command: OrderCommandInput & { type: string },
    state: OrderState,
    actor: OrderActor,
  ) {
    const owner = state.status === 'none' ? actor.userId : state.userId;
    switch (command.type) {
      case 'StartCheckout': {
        const c = command as Extract<OrderCommandWithFacts, { type: 'StartCheckout' }>;
        const [products, discounts] = await Promise.all([
          productFacts(
            store,
            c.data.lines.map((l) => l.productId),
            cache,
          ),
          discountsEnabled(store, cache),
        ]);
        return { products, discountsEnabled: discounts };
      }
      case 'ApplyPromo':
        return {
          promo: await promoFact(
            store,
            (command as Extract<OrderCommandWithFacts, { type: 'ApplyPromo' }>).data.code,
            cache,
          ),
        };
      case 'UseBonusPoints':
        return { pointsBalance: (await loyaltyAccount(store, owner, cache)).state.balance };
      case 'PlaceOrder': {
        const c = command as Extract<OrderCommandWithFacts, { type: 'PlaceOrder' }>;
        const lines = state.status === 'none' ? [] : state.lines;
        const promoCode = state.status === 'none' ? null : (state.promo?.code ?? null);
        const districtId = c.data.delivery.districtId;
        const [products, settings, promo, district, profile, loyalty, kitchen, trust] = await Promise.all([
          productFacts(
            store,
            lines.map((l) => l.productId),
            cache,
          ),
          settingsFact(store, cache),
          promoCode ? promoFact(store, promoCode, cache) : null,
          districtId ? districtFact(store, districtId, cache) : null,
          profileState(store, owner, cache),
          loyaltyAccount(store, owner, cache),
          kitchenOrderFact(
            store,
            { productIds: lines.map((l) => l.productId), districtId: districtId ?? null },
            ordersInPreparation,
            cache,
          ),
          trustOrderFact(store, c.data.delivery.phone, c.data.orderId, cache),
        ]);
        return {
          products,
          discountsEnabled: settings.discountsEnabled ?? false,
          promo,
          district,
          profileState: profile,
          pointsBalance: loyalty.state.balance,
          openingHours: settings.openingHours ?? null,
          kitchen,
          ...(trust ? { trust } : {}),
        };
      }
      case 'TakeOrder': {
        const c = command as Extract<OrderCommandWithFacts, { type: 'TakeOrder' }>;
        const { districtId } = c.data.delivery;
        const [products, settings, promo, district, customer, kitchen] = await Promise.all([
          productFacts(
            store,
            c.data.lines.map((l) => l.productId),
            cache,
          ),
          settingsFact(store, cache),
          c.data.promoCode ? promoFact(store, c.data.promoCode, cache) : null,
          districtId ? districtFact(store, districtId, cache) : null,
          c.data.customerId ? profileState(store, c.data.customerId, cache) : null,
          kitchenOrderFact(
            store,
            { productIds: c.data.lines.map((l) => l.productId), districtId: districtId ?? null },
            ordersInPreparation,
            cache,
          ),
        ]);
        return {
          products,
          discountsEnabled: settings.discountsEnabled ?? false,
          promo,
          district,
          customer,
          openingHours: settings.openingHours ?? null,
          kitchen,
        };
      }
      case 'AmendOrder': {
        const c = command as Extract<OrderCommandWithFacts, { type: 'AmendOrder' }>;
        const [products, discounts] = await Promise.all([
          productFacts(
            store,
            c.data.lines.map((l) => l.productId),
            cache,
          ),
          discountsEnabled(store, cache),
        ]);
        return { products, discountsEnabled: discounts };
      }
      default:
        return {};
    }
  }

  /**
   * Appends to `loyalty-{userId}` what the order's state calls for and the account does not hold yet (redeemed at
   * placement, earned at the last step, refunded on cancellation), with the revision read; on a concurrent append it
   * re-reads and tries again. Event ids are derived from the order, so running it again (a retried request, the next
   * command on the order) completes what a failed run left out and never appends twice.
   */
  async function settleLoyalty(order: OrderState, metadata: EventMetadata, at: string): Promise<void> {
    if (order.status === 'none') return;
    const due = loyaltyDue(order);
    if (due.length === 0) return;
    await runStreamCommand({
      store,
      stream: orderStreams.loyalty(order.userId),
      fold: loyaltyDecider,
      cache,
      ctx: {},
      metadata,
      attempts: 5,
      ids: (e) => loyaltyEventId(order.orderId, e.type, order.userId),
      decide: async (state) => {
        let s = state;
        const events: { type: string; data: unknown }[] = [];
        for (const d of due) {
          const decided = loyaltyDecider.decide(
            {
              type: d.type,
              data: { userId: order.userId, orderId: order.orderId, points: d.points },
              metadata: { now: at },
            },
            s,
          );
          for (const e of decided) {
            s = loyaltyDecider.evolve(s, e);
            events.push(e);
          }
        }
        return events;
      },
    });
  }

  /**
   * Takes or gives back an order's place on `slot-{start}` at the revision read. Of concurrent reservations of the
   * last place the store accepts one append; the others re-read and find the slot full.
   */
  async function onSlot(command: SlotCommand, metadata: EventMetadata): Promise<void> {
    const { slot, orderId } = command.data;
    await runStreamCommand({
      store,
      stream: orderStreams.slot(slot),
      fold: slotDecider,
      ctx: {},
      metadata,
      // Each conflict means another order took a place: a few re-reads reach a decision (a place or slot.full).
      attempts: 8,
      ids: (e) => {
        const { orderRevision } = (e as SlotEvent).data;
        return slotEventId(orderId, e.type, slot, orderRevision);
      },
      decide: async (state) => slotDecider.decide(command, state),
    });
  }

  /**
   * After a placement, placed or refused: each place its attempts took that the order does not hold is freed. The
   * order holds the place of the attempt whose OrderPlaced followed the revision it decided on (at most one attempt:
   * the others' appends at that revision fail). A place is freed only once the order stream is past the attempt's
   * revision, when no request can place the order with it any more (a concurrent request with the same key, which
   * shares it, included); an append that failed otherwise leaves it held, as a crash would.
   */
  async function freeLostPlaces(orderId: string, taken: TakenPlace[], metadata: EventMetadata, at: string) {
    const { state, recorded } = await aggregateStream(
      store,
      orderStreams.order(orderId),
      orderDecider,
      cache,
    );
    const last = recorded[recorded.length - 1]?.revision ?? -1n;
    const placed = recorded.find((e) => e.type === 'OrderPlaced');
    for (const { slot, orderRevision } of taken) {
      if (last <= BigInt(orderRevision)) continue;
      const holds =
        state.status === 'placed' && state.slot === slot && placed?.revision === BigInt(orderRevision) + 1n;
      if (holds) continue;
      await onSlot(
        { type: 'FreeSlot', data: { slot, orderId, orderRevision }, metadata: { now: at } },
        metadata,
      );
    }
  }

  /** A cancelled scheduled order frees its place (again on any later command, if a failed run left it out). */
  async function settleSlot(order: OrderState, metadata: EventMetadata, at: string): Promise<void> {
    if (order.status !== 'cancelled' || order.slot === null) return;
    await onSlot(
      { type: 'FreeSlot', data: { slot: order.slot, orderId: order.orderId }, metadata: { now: at } },
      metadata,
    );
  }

  return async (command, ctx) => {
    const { orderId } = command.data;
    const stream = orderStreams.order(orderId);
    const actor: OrderActor = { userId: ctx.userId, role: ctx.role };
    const at = now().toISOString();
    const key = ctx.idempotencyKey;
    const request = { type: command.type, data: command.data };
    /** The places this request's attempts took (each freed at the end unless the order holds it). */
    const taken: TakenPlace[] = [];
    const slotMetadata = () =>
      metadataOf({ userId: ctx.userId, role: ctx.role, correlationId: ctx.correlationId });

    const run = runStreamCommand({
      store,
      stream,
      fold: orderDecider,
      cache,
      ctx,
      request,
      ids,
      // Two staff confirming steps at once: the loser reloads the order (no silent retry).
      attempts: command.type === 'ConfirmOrderStep' ? 1 : 2,
      decide: async (state, recorded) => {
        const facts = await factsFor(command, state, actor);
        const events = orderDecider.decide(
          { ...command, metadata: { now: at, actor, ...facts } } as OrderCommandWithFacts,
          state,
        );
        // A place in the chosen slot is taken before the order is placed: a full slot places nothing. The place is
        // this attempt's (the order's revision it decided on, which its OrderPlaced follows).
        const placed = events.find((e) => e.type === 'OrderPlaced');
        if (placed?.data.slot) {
          const slot = placed.data.slot;
          const orderRevision = Number(recorded[recorded.length - 1]!.revision);
          const capacity = (await settingsFact(store)).slotCapacity ?? DEFAULT_SLOT_CAPACITY;
          await onSlot(
            { type: 'ReserveSlot', data: { slot, orderId, orderRevision }, metadata: { now: at, capacity } },
            slotMetadata(),
          );
          taken.push({ slot, orderRevision });
        }
        return events;
      },
      then: async ({ kind, state, recorded, metadata, requestHash, ...answer }): Promise<OrderResult> => {
        if (kind === 'earlier') {
          const order = orderAt(recorded, answer.nextRevision);
          // The key is scoped by user at the edge; still, a first answer is only shown to its order's people.
          const owner = order.status === 'none' ? undefined : order.userId;
          if (owner !== ctx.userId && ctx.role === 'user') throw new DomainError('auth.forbidden');
          await settleLoyalty(state, metadata, at); // completes a settlement a failed first attempt left out
          await settleSlot(state, metadata, at);
          await settlePhone(command, state, metadata);
          return { orderId, ...answer, order };
        }
        let result: OrderResult = { orderId, ...answer, order: state };
        let after = state;
        if (kind === 'appended' && key) {
          // A concurrent attempt with the same key may have appended first (the store then answers its result):
          // answer what is recorded, so every attempt answers the same order.
          const current = await aggregateStream(store, stream, orderDecider, cache);
          const earlier = earlierAnswer(current.recorded, key, stream, requestHash);
          if (earlier)
            result = { orderId, ...earlier, order: orderAt(current.recorded, earlier.nextRevision) };
          after = current.state;
        }
        await settleLoyalty(after, metadata, at);
        await settleSlot(after, metadata, at);
        await settlePhone(command, after, metadata);
        return result;
      },
    });
    // Placed or refused (another attempt placed the order, a cancellation came first, a conflict): the places taken
    // by this request's attempts that did not place the order are given back.
    const ended = await run.then(
      (result) => ({ ok: true as const, result }),
      (error: unknown) => ({ ok: false as const, error }),
    );
    if (taken.length > 0)
      try {
        await freeLostPlaces(orderId, taken, slotMetadata(), at);
      } catch (error) {
        if (ended.ok) throw error;
      }
    if (!ended.ok) throw ended.error;
    return ended.result;
  };
}
