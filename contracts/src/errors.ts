// Stable error codes. The HTTP status of each lives here and only here; servers answer
// application/problem+json { type, title, status, code, message, errors? }, the client translates by code.
export const errorStatus = {
  'validation.failed': 400,
  'query.invalid': 400,
  'request.invalid': 400,
  'auth.required': 401,
  'auth.forbidden': 403,
  'request.cross_origin': 403,
  not_found: 404,
  'product.not_found': 404,
  'category.not_found': 404,
  'promo.not_found': 404,
  'district.not_found': 404,
  'banner.not_found': 404,
  'category.exists': 409,
  'product.exists': 409,
  'promo.exists': 409,
  'district.exists': 409,
  'banner.exists': 409,
  'category.unknown': 400,
  'category.not_empty': 409,
  'promo.inactive': 409,
  'concurrency.conflict': 409,
  'idempotency.key_reused': 422,
  rate_limited: 429,
  'auth.invalid_credentials': 401,
  'auth.token_invalid': 401,
  'auth.token_expired': 401,
  'email.taken': 409,
  'email.not_verified': 403,
  'user.not_found': 404,
  'user.last_admin': 409,
  'profile.incomplete': 409,
  'password.wrong': 400,
  'payload.too_large': 413,
  'order.not_found': 404,
  'cart.empty': 400,
  'cart.line_quantity': 400,
  'cart.too_many_items': 400,
  'order.district_required': 400,
  'order.step_invalid': 400,
  'order.undo_unavailable': 409,
  'order.undo_expired': 409,
  'order.already_placed': 409,
  'checkout.expired': 409,
  'order.not_cancellable': 409,
  'order.not_amendable': 409,
  'order.amend_reason_required': 400,
  'customer.not_found': 404,
  'customer.phone_invalid': 400,
  'points.insufficient': 400,
  'slot.full': 409,
  'slot.unavailable': 409,
  'shop.closed': 409,
  'shop.paused': 409,
  'product.unavailable': 409,
  'cart.sold_out': 409,
  'option.unavailable': 409,
  'option.choice_count': 409,
  'upload.missing': 400,
  'upload.not_image': 415,
  'image.not_found': 404,
  'screen.not_found': 404,
  'screen.reference_unknown': 400,
  'push.endpoint_not_allowed': 400,
  'rating.not_delivered': 409,
  'rating.too_late': 409,
  'rating.already_given': 409,
  'rating.none': 409,
  'rating.already_answered': 409,
  'address.limit': 409,
  'address.not_found': 404,
  'phone.blocked': 409,
  'phone.open_orders_limit': 409,
  'phone.invalid': 400,
  'order.call_pending': 409,
  'order.no_call_pending': 409,
  'delivery.not_assignable': 409,
  'delivery.closed': 409,
  'delivery.not_assigned': 403,
  'delivery.not_picked_up': 409,
  'delivery.code_wrong': 422,
  'delivery.code_locked': 409,
  'rider.not_found': 404,
  'rider.off_shift': 409,
  'rider.shift_not_found': 404,
  'rider.shift_open': 409,
  'rider.cash_already_handed_over': 409,
  internal: 500,
  unavailable: 503,
} as const;
export type ErrorCode = keyof typeof errorStatus;

export type Problem = {
  type: string;
  title: string;
  status: number;
  code: ErrorCode;
  message: string;
  errors?: Record<string, string>;
  retryAfterSeconds?: number;
};

export const isProblem = (x: unknown): x is Problem =>
  typeof x === 'object' &&
  x !== null &&
  typeof (x as Problem).code === 'string' &&
  typeof (x as Problem).status === 'number';

/** A failure with a stable code, thrown by deciders and handlers; mapped to HTTP in one place (platform/http). */
export class DomainError extends Error {
  constructor(
    readonly code: ErrorCode,
    message?: string,
    readonly errors?: Record<string, string>,
  ) {
    super(message ?? code);
    this.name = 'DomainError';
  }
}
