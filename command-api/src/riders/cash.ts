import { orderStreams } from '@shop/contracts';
import type { EventStore, RecordedEvent } from '@shop/platform/eventstore/port';
import type { ShiftCash } from './decider';

// The cash of a rider's shift (docs/riders.md "Shifts and cash"), found by the handler when staff record a handover:
// the orders the rider delivered and the sum of their totals (what the customer pays, amendments included). An
// order counts for the rider who confirmed "Delivered" with the code (OrderStepConfirmed `delivered`, by.role
// 'rider'), or, when staff confirmed it by hand, for the rider DeliveryConfirmedByStaff names. Which orders belong
// to the shift: those delivered from its start until the rider's next shift starts (a late delivery after the
// previous shift's handover counts in this one), never one already counted in an earlier handover.

type Payload = Record<string, unknown>;
const dataOf = (e: Pick<RecordedEvent, 'data'>) => e.data as Payload;

/** Where the shift's deliveries are looked for in the log: after `from`, before `until` (null: up to now). */
export function shiftWindow(
  recorded: readonly RecordedEvent[],
  shiftId: string,
): { from: bigint; until: bigint | null } | null {
  const starts = recorded.filter((e) => e.type === 'RiderShiftStarted');
  const index = starts.findIndex((e) => dataOf(e).shiftId === shiftId);
  const start = starts[index];
  if (!start) return null;
  const previous = starts[index - 1];
  const previousHandover = previous
    ? recorded.find((e) => e.type === 'RiderCashHandedOver' && dataOf(e).shiftId === dataOf(previous).shiftId)
    : undefined;
  const from =
    previousHandover && previousHandover.position < start.position
      ? previousHandover.position
      : start.position;
  return { from, until: starts[index + 1]?.position ?? null };
}

/** The rider credited with an order's delivery, or null (delivered by staff with no rider, or not a delivery). */
const creditedRider = (e: RecordedEvent, handConfirmed: Map<string, string | null>): string | null => {
  const d = dataOf(e);
  if (d.step !== 'delivered') return null;
  const by = d.by as { userId: string; role: string } | undefined;
  if (by?.role === 'rider') return by.userId;
  return handConfirmed.get(String(d.orderId)) ?? null;
};

/** What the customer pays for the order now: OrderPlaced's total, or the last amendment's. */
async function orderTotal(store: Pick<EventStore, 'readStream'>, orderId: string): Promise<number> {
  let total = 0;
  for await (const e of store.readStream(orderStreams.order(orderId))) {
    const d = dataOf(e);
    if (e.type === 'OrderPlaced') total = (d.totals as { total: number }).total;
    else if (e.type === 'OrderAmended') total = (d.after as { totals: { total: number } }).totals.total;
  }
  return total;
}

export async function shiftCash(
  store: Pick<EventStore, 'readStream' | 'readAllPages'>,
  riderId: string,
  window: { from: bigint; until: bigint | null },
  settled: readonly string[],
): Promise<ShiftCash> {
  const done = new Set(settled);
  const handConfirmed = new Map<string, string | null>();
  const delivered: string[] = [];
  scan: for await (const page of store.readAllPages({ fromPosition: window.from })) {
    for (const e of page) {
      if (window.until !== null && e.position >= window.until) break scan;
      const d = dataOf(e);
      const orderId = String(d.orderId ?? '');
      if (e.type === 'DeliveryConfirmedByStaff')
        handConfirmed.set(orderId, (d.riderId as string | null) ?? null);
      else if (e.type === 'OrderStepConfirmed') {
        if (creditedRider(e, handConfirmed) === riderId && !done.has(orderId) && !delivered.includes(orderId))
          delivered.push(orderId);
      } else if (e.type === 'OrderStepUndone' && d.step === 'delivered') {
        const at = delivered.indexOf(orderId);
        if (at >= 0) delivered.splice(at, 1);
      }
    }
  }
  const totals = await Promise.all(delivered.map((orderId) => orderTotal(store, orderId)));
  return { expected: totals.reduce((sum, t) => sum + t, 0), orderIds: delivered };
}
