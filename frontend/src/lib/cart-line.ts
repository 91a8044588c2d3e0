import type { PricedOption } from '@shop/contracts/core';

// What a cart line stands for. Lines saved before options exist have only their id (the product id) and no choices.

/** The product of a cart line. */
export const lineProductId = (line: { id: string; productId?: string }): string => line.productId ?? line.id;
/** The choices of a cart line ([] on lines saved before options). */
export const lineOptions = (line: { options?: PricedOption[] }): PricedOption[] => line.options ?? [];
