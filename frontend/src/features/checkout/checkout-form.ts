import {
  cartLimitBroken,
  cartLineId,
  chosenOf,
  errorStatus,
  orderTotals,
  type Problem,
  type ChosenOption,
  type DeliveryDetails,
  type OrderType,
  type PricedOption,
  type UserView,
} from '@shop/contracts/core';
import { lineOptions, lineProductId } from '@/lib/cart-line';
import { z } from 'zod';

// The delivery details form and the confirmation's pure rules (spec §2 order method / confirmation, §5, §8).
// Messages are keys of the `checkout` namespace.

/** Algerian mobile numbers, like the profile: 05/06/07 + 8 digits, or +213 5/6/7 + 8 digits. */
const PHONE = /^(\+213|0)[5-7][0-9]{8}$/;
export const compactPhone = (v: string) => v.replace(/[\s.-]/g, '');
export const COMMENT_MAX = 500;

export const deliverySchema = z.object({
  recipient: z.string().trim().min(1, 'errors.required').max(120, 'errors.recipient'),
  phone: z
    .string()
    .trim()
    .min(1, 'errors.required')
    .refine((v) => PHONE.test(compactPhone(v)), 'errors.phone'),
  districtId: z.string().min(1, 'errors.district'),
  address: z.string().trim().min(1, 'errors.required').min(3, 'errors.address').max(500, 'errors.address'),
  comment: z.string().trim().max(COMMENT_MAX, 'errors.comment'),
});
export type DeliveryValues = z.infer<typeof deliverySchema>;

/** Prefilled from the profile; the profile's district is matched by id, or by name for older records. */
export const deliveryDefaults = (
  user: Pick<UserView, 'name' | 'number' | 'address' | 'district'> | null | undefined,
  districts: readonly { _id: string; name: string }[] = [],
): DeliveryValues => {
  const stored = user?.district ?? '';
  const districtId =
    districts.find((d) => d._id === stored || d.name.toLowerCase() === stored.toLowerCase())?._id ?? '';
  return {
    recipient: user?.name ?? '',
    phone: user?.number ?? '',
    districtId,
    address: user?.address ?? '',
    comment: '',
  };
};

/** The `delivery` of PlaceOrder: on site the order only needs who and how to call them. */
export const toDeliveryBody = (
  type: OrderType,
  values: DeliveryValues | undefined,
  user: Pick<UserView, 'name' | 'number'> | null | undefined,
): DeliveryDetails => {
  if (type === 'delivery' && values) {
    const comment = values.comment.trim();
    return {
      recipient: values.recipient.trim(),
      phone: compactPhone(values.phone.trim()),
      districtId: values.districtId,
      address: values.address.trim(),
      ...(comment ? { comment } : {}),
    };
  }
  return {
    recipient: (values?.recipient || user?.name || '').trim(),
    phone: compactPhone((values?.phone || user?.number || '').trim()),
  };
};

/** Spec §8 promo messages, by the problem's code. */
export type PromoFeedback =
  | { kind: 'applied'; code: string; percentage: number }
  | { kind: 'not_found' }
  | { kind: 'inactive' }
  | { kind: 'error' };

export const promoFeedbackOf = (error: unknown): PromoFeedback => {
  // ApiError (lib/api-client) carries the problem's code.
  const code =
    error && typeof error === 'object' && 'code' in error ? (error as { code: unknown }).code : undefined;
  if (code === 'promo.not_found' || code === 'validation.failed') return { kind: 'not_found' };
  if (code === 'promo.inactive') return { kind: 'inactive' };
  return { kind: 'error' };
};

/** The same lines as the cart: one per product with its quantity. */
/** The lines of StartCheckout: product, quantity and the ids of the choices (the server prices them). */
export const cartLines = (
  items: readonly { id: string; quantity?: number; productId?: string; options?: PricedOption[] }[],
) =>
  items.map((i) => ({
    productId: lineProductId(i),
    quantity: Math.max(1, Math.floor(i.quantity ?? 1)),
    options: chosenOf(lineOptions(i)),
  }));

/**
 * The problem the server would answer for a cart over an order's bounds (MAX_LINE_QUANTITY of one line,
 * MAX_CART_QUANTITY in all; the cart's lines are already one per product and choices): shown, translated by its
 * code, instead of sending the cart.
 */
export function cartLimitProblem(lines: readonly { quantity: number }[]): Problem | undefined {
  const broken = cartLimitBroken(lines.map((l) => l.quantity));
  if (!broken) return undefined;
  const { code } = broken;
  return { type: 'about:blank', title: code, status: errorStatus[code], code, message: code };
}

/** A stable signature of what a checkout was started for (type + lines): another one starts a new checkout. */
export const checkoutSignature = (
  type: OrderType,
  lines: readonly { productId: string; quantity: number; options: ChosenOption[] }[],
) => `${type}|${lines.map((l) => `${cartLineId(l.productId, l.options)}×${l.quantity}`).join(',')}`;

/** The confirmation's totals (contracts' maths): the server answers the final ones when the order is placed. */
export const confirmationTotals = ({
  lines,
  promoPercentage,
  points,
  deliveryPrice,
}: {
  lines: readonly { lineTotal: number }[];
  promoPercentage: number | null;
  points: number;
  deliveryPrice: number;
}) => orderTotals({ lines, promoPercentage, points, deliveryPrice });

/**
 * What is wrong with the points typed (the key of its message under `errors.`), or undefined: a whole number from 0
 * (empty = 0, no points), and no more than the balance once it is known (the server checks it again at
 * UseBonusPoints and PlaceOrder).
 */
export const pointsInputError = (
  input: string,
  balance: number | undefined,
): 'points' | 'points_over_balance' | undefined => {
  const value = Number(input);
  if (!Number.isInteger(value) || value < 0) return 'points';
  if (balance !== undefined && value > balance) return 'points_over_balance';
  return undefined;
};

/** A fresh Idempotency-Key (one per checkout, reused by every retry or double click of its submit). */
export const newIdempotencyKey = () =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
