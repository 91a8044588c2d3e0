export type OrderMethod = 'onSite' | 'delivery';

export type CheckoutTarget =
  | { kind: 'empty' }
  | { kind: 'login'; to: '/authentication/login'; state: { flash: 'mustLogin'; from: string } }
  | { kind: 'profile'; to: '/myAccount/myProfile'; state?: undefined }
  | { kind: 'order'; to: string; state?: undefined };

/** Where an order button leads (spec §2 routes, §5 checks). Pure, so it is unit tested. */
export function checkoutTarget({
  isEmpty,
  isLoggedIn,
  profileComplete = true,
  method,
}: {
  isEmpty: boolean;
  isLoggedIn: boolean;
  /** Spec §4/§5: 'complited' profile required to order; incomplete → the profile screen. */
  profileComplete?: boolean;
  method: OrderMethod;
}): CheckoutTarget {
  if (isEmpty) return { kind: 'empty' };
  // The login screen shows the flash once (inline) and, once logged in, goes on to the order (`from`).
  if (!isLoggedIn)
    return {
      kind: 'login',
      to: '/authentication/login',
      state: { flash: 'mustLogin', from: orderPath(method) },
    };
  if (!profileComplete) return { kind: 'profile', to: '/myAccount/myProfile' };
  return { kind: 'order', to: orderPath(method) };
}

/**
 * The checkout straight at the method's step (spec §2 /myAccount/orderMethod, `surPlace`): on site → the
 * confirmation, delivery (`surPlace=false`) → the delivery details; without the query the method is asked.
 */
const orderPath = (method: OrderMethod): string =>
  `/myAccount/orderMethod?surPlace=${method === 'onSite' ? 'true' : 'false'}`;
