import {
  cartTotals,
  chosenOf,
  DomainError,
  lineSoldOut,
  lineTotal,
  optionsDelta,
  priceOptions,
  removedOptions,
  type PricedOption,
  type ProductView,
  type SoldOutFields,
} from '@shop/contracts/core';
import type { CartLine } from '@/stores/cart';
import { lineOptions, lineProductId } from './cart-line';

// The cart keeps ids and quantities (and a snapshot for display); its prices come from the catalogue's
// current product views, which a 'products' change message refetches, so a staff price or discount change
// reaches an open cart. The server prices the order the same way (finalPrice), so the cart never shows
// another price than the one charged. The cart drawer and the checkout's confirmation both price with this one
// function, so they agree on every line and on which lines can be ordered.

/** What the products query knows of one cart line's product. */
export type ProductLookup =
  | { status: 'loading' } // not answered yet (or a transient failure): the snapshot taken when added is shown
  | {
      status: 'found';
      product: Pick<ProductView, 'finalPrice' | 'price' | 'active' | 'name' | 'img' | 'size'> &
        SoldOutFields & {
          optionGroups?: ProductView['optionGroups'];
        };
    }
  | { status: 'gone' }; // deleted (in the answer's `missing`)

/** What GET /api/products/lookup answered for a cart (the products found, the ids not: deleted). */
export type ProductsAnswer = { data: readonly ProductView[]; missing: readonly string[] };

/**
 * Each line's lookup from the cart's one products answer: found, gone (its id in `missing`), else loading (no answer
 * yet, or an earlier answer that did not ask for it).
 */
export function productLookups(
  items: readonly CartLine[],
  answer: ProductsAnswer | undefined,
): ProductLookup[] {
  const found = new Map(answer?.data.map((product) => [product._id, product]));
  const missing = new Set(answer?.missing);
  return items.map((item): ProductLookup => {
    const id = lineProductId(item);
    const product = found.get(id);
    if (product) return { status: 'found', product };
    return missing.has(id) ? { status: 'gone' } : { status: 'loading' };
  });
}

export type PricedCartLine = CartLine & {
  /** Unit price after discount, from the current product (the stored one while loading). */
  unitPrice: number;
  /** Unit price before discount (shown struck through when higher): the stored price until the product is known. */
  listPrice: number;
  lineTotal: number;
  /** False when the product was deleted or unpublished: shown as unavailable, left out of the total. */
  available: boolean;
  /**
   * The product, or one of the line's choices, is sold out now (docs/kitchen.md): flagged, left out of the total, and
   * the checkout refuses it (cart.sold_out) until it is removed or back on sale.
   */
  soldOut?: boolean;
  /** Why a line cannot be ordered: its choices no longer fit the product (the server refuses them the same way). */
  unavailableReason?: 'option.unavailable' | 'option.choice_count';
  /** The choices with the current labels and deltas (the stored ones while loading or unavailable). */
  options: PricedOption[];
  /** The stored choices the product no longer offers (staff removed them): named on the line, in every language. */
  removedOptions?: PricedOption[];
  /**
   * The line's other choices, priced, when the line can be kept without the removed ones (every group's min and max
   * still met); absent when the customer has to choose again.
   */
  withoutRemoved?: PricedOption[];
};

export type PricedCart = {
  lines: PricedCartLine[];
  /** Total of the available lines only. */
  total: number;
  /** Some line cannot be ordered: the server refuses the checkout (409 product.unavailable) until it is removed. */
  hasUnavailable: boolean;
  /** Some line's product is gone or unpublished (only removing it helps; lines whose choices changed are fixable). */
  hasGone: boolean;
};

export function priceCart(items: readonly CartLine[], lookups: readonly ProductLookup[]): PricedCart {
  const lines = items.map((item, index): PricedCartLine => {
    const lookup = lookups[index] ?? { status: 'loading' };
    // The image is the product's current one, none until it answers or once it is gone: the one saved when the line
    // was added may have been replaced or deleted since (a 404 in the console). The cart line shows a placeholder.
    const stored = {
      ...item,
      img: lookup.status === 'found' ? lookup.product.img : undefined,
      options: lineOptions(item),
    };
    if (lookup.status === 'gone' || (lookup.status === 'found' && !lookup.product.active))
      return { ...stored, unitPrice: item.price, listPrice: item.price, lineTotal: 0, available: false };
    if (lookup.status === 'loading')
      return {
        ...stored,
        unitPrice: item.price,
        listPrice: item.price,
        lineTotal: lineTotal(item.price, item.quantity),
        available: true,
      };
    const { product } = lookup;
    let options: PricedOption[];
    try {
      options = priceOptions(lineProductId(item), product.optionGroups ?? [], chosenOf(stored.options));
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      const unavailableReason = error.code === 'option.choice_count' ? error.code : 'option.unavailable';
      const groups = product.optionGroups ?? [];
      const removed = removedOptions(groups, stored.options);
      return {
        ...stored,
        unitPrice: item.price,
        listPrice: item.price,
        lineTotal: 0,
        available: false,
        unavailableReason,
        ...(removed.length > 0 && { removedOptions: removed }),
        ...(removed.length > 0 && keptWithout(lineProductId(item), groups, stored.options, removed)),
      };
    }
    const delta = optionsDelta(options);
    if (
      lineSoldOut(
        product,
        chosenOf(options).map((o) => o.choiceId),
      )
    )
      return {
        ...stored,
        name: product.name,
        options,
        unitPrice: product.finalPrice + delta,
        listPrice: product.price + delta,
        lineTotal: 0,
        available: false,
        soldOut: true,
      };
    return {
      ...item,
      name: product.name,
      img: product.img,
      size: product.size,
      options,
      unitPrice: product.finalPrice + delta,
      listPrice: product.price + delta,
      lineTotal: lineTotal(product.finalPrice + delta, item.quantity),
      available: true,
    };
  });
  const available = lines.filter((l) => l.available);
  return {
    lines,
    total: cartTotals(available.map((l) => ({ price: l.unitPrice, quantity: l.quantity }))).cartTotal,
    hasUnavailable: available.length < lines.length,
    hasGone: lines.some((l) => !l.available && !l.unavailableReason),
  };
}

/** The line's other choices priced, when the product's groups accept them without the removed ones. */
function keptWithout(
  productId: string,
  groups: NonNullable<ProductView['optionGroups']>,
  options: readonly PricedOption[],
  removed: readonly PricedOption[],
): { withoutRemoved?: PricedOption[] } {
  const kept = options.filter((o) => !removed.includes(o));
  try {
    return { withoutRemoved: priceOptions(productId, groups, chosenOf(kept)) };
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    return {};
  }
}
