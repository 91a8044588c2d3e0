export type OrderMethod = 'onSite' | 'delivery';

export type CheckoutTarget =
  | { kind: 'empty' }
  | { kind: 'login'; to: '/authentication/login'; state: { flash: 'mustLogin' } }
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
  if (!isLoggedIn) return { kind: 'login', to: '/authentication/login', state: { flash: 'mustLogin' } };
  if (!profileComplete) return { kind: 'profile', to: '/myAccount/myProfile' };
  return {
    kind: 'order',
    to: method === 'onSite' ? '/myAccount/orderMethod?surPlace=true' : '/myAccount/orderMethod',
  };
}
