import { personName, type OrderView } from '@shop/contracts/core';

// Pure helpers of the order screens (unit tested).

/** The client's displayed name ('deleted' customer after erasure). */
export const clientName = (order: Pick<OrderView, 'client' | 'customerDeleted'>, deletedLabel: string) =>
  order.customerDeleted ? deletedLabel : personName(order.client[0]?.name ?? '');

/** 'Yes'/'No' facts of the detail's footer. */
export const footerFacts = (order: Pick<OrderView, 'use_score' | 'points' | 'promo_code'>) => ({
  pointsUsed: order.use_score || order.points > 0,
  promoApplied: !!order.promo_code,
});

/** The 'Command {step}' notification of an order whose latest confirmed step changed since the last render. */
export const stepChanged = (previous: string | undefined, next: string | undefined) =>
  previous !== undefined && next !== undefined && previous !== next;

/** Number of pages of a list. */
export const pageCount = (total: number, limit: number) => Math.max(1, Math.ceil(total / limit));

/** Appends a page of a "load more" list, without duplicates (an order may move between pages meanwhile). */
export const mergePages = <T extends { _id: string }>(pages: readonly (readonly T[])[]): T[] => {
  const seen = new Set<string>();
  const out: T[] = [];
  for (const page of pages)
    for (const item of page)
      if (!seen.has(item._id)) {
        seen.add(item._id);
        out.push(item);
      }
  return out;
};
