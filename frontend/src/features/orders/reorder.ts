import {
  cartLineId,
  chosenOf,
  DomainError,
  optionsDelta,
  priceOptions,
  removedOptions,
  textIn,
  type Language,
  type OrderView,
  type PricedOption,
  type ProductView,
} from '@shop/contracts/core';
import type { CartProduct } from '@/stores/cart';

// "Order again" (docs/phone-and-trust.md "Order again"): a past order's lines priced again from the catalogue as it is
// now (GET /api/products/lookup, the cart's own lookup), each flagged: added at today's price (which may differ from
// what was paid), added without the choices the product no longer offers, or left out (product deleted, unpublished,
// sold out, or its choices no longer fit). The server prices the checkout the same way; nothing here is trusted.

/** A sold-out mark as the product views carry it (docs/kitchen.md): `until` null = until staff turn it back. */
type SoldOut = { until: string | null } | null | undefined;
/** What the lookup answers of a product (the views' sold-out marks when the catalogue has them). */
export type LookupProduct = Pick<
  ProductView,
  '_id' | 'finalPrice' | 'active' | 'name' | 'img' | 'size' | 'optionGroups' | 'translations'
> & { soldOut?: SoldOut; soldOutChoices?: Record<string, NonNullable<SoldOut>> };
export type LookupAnswer = { data: readonly LookupProduct[]; missing: readonly string[] };

export type ReorderFlag =
  /** Added; `before` is the unit price paid then, `now` today's. */
  | { status: 'added'; before: number; now: number; removed: PricedOption[] }
  | { status: 'unavailable'; reason: 'gone' | 'inactive' | 'sold_out' | 'options' };
export type ReorderLine = { name: string; quantity: number; item: CartProduct | null; flag: ReorderFlag };

const holds = (mark: SoldOut, now: Date) =>
  !!mark && (mark.until === null || Date.parse(mark.until) > now.getTime());

/** Each line of the order, as it would go into the cart today (`item` null: left out). */
export function reorderLines(
  lines: OrderView['description'],
  answer: LookupAnswer,
  now: Date,
  language: Language,
): ReorderLine[] {
  const products = new Map(answer.data.map((p) => [p._id, p]));
  return lines.map((line): ReorderLine => {
    const productId = line._id;
    const product = products.get(productId);
    const name = product ? textIn(product, 'name', language) : textIn(line.product, 'name', language);
    const out = (reason: Extract<ReorderFlag, { status: 'unavailable' }>['reason']): ReorderLine => ({
      name,
      quantity: line.quantity,
      item: null,
      flag: { status: 'unavailable', reason },
    });
    if (!product) return out('gone');
    if (!product.active) return out('inactive');
    if (holds(product.soldOut, now)) return out('sold_out');
    const groups = product.optionGroups ?? [];
    const removed = removedOptions(groups, line.options);
    const kept = line.options.filter((o) => !removed.includes(o));
    if (kept.some((o) => holds(product.soldOutChoices?.[o.choiceId], now))) return out('sold_out');
    let options: PricedOption[];
    try {
      options = priceOptions(productId, groups, chosenOf(kept));
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      return out('options');
    }
    const unitPrice = product.finalPrice + optionsDelta(options);
    return {
      name,
      quantity: line.quantity,
      item: {
        id: cartLineId(productId, chosenOf(options)),
        productId,
        options,
        price: unitPrice,
        name: product.name,
        img: product.img,
        size: product.size,
      },
      flag: { status: 'added', before: line.unitPrice, now: unitPrice, removed },
    };
  });
}
