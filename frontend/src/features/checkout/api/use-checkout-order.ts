import type { OrderType } from '@shop/contracts/core';
import { useEffect, useRef, useState } from 'react';
import { ApiError } from '@/lib/api-client';
import type { CartLine } from '@/stores/cart';
import { cartLimitProblem, cartLines, checkoutSignature } from '../checkout-form';
import { startCheckout } from './checkout';

/**
 * Starts one checkout per (type, lines) and answers its order id; StrictMode's double effects and re-renders
 * reuse the same start. Not a query: StartCheckout is a write, started once per cart, never refetched.
 */
export function useCheckoutOrder(type: OrderType, items: CartLine[]) {
  const lines = cartLines(items);
  const signature = checkoutSignature(type, lines);
  // A cart over the bounds is not sent: its problem is the start's error, as the server would answer it.
  const limit = cartLimitProblem(lines);
  const starts = useRef(new Map<string, Promise<string>>());
  const [attempt, setAttempt] = useState(0);
  const [result, setResult] = useState<{ signature: string; orderId?: string; error?: unknown }>();
  useEffect(() => {
    if (lines.length === 0 || limit) return; // emptied by the placement, or over the bounds: nothing to start
    let active = true;
    let start = starts.current.get(signature);
    if (!start) {
      start = startCheckout({ type, lines });
      starts.current.set(signature, start);
      start.catch(() => starts.current.delete(signature));
    }
    start.then(
      (orderId) => active && setResult({ signature, orderId }),
      (error: unknown) => active && setResult({ signature, error }),
    );
    return () => {
      active = false;
    };
    // `lines` is described by `signature`.
  }, [signature, attempt]);
  const current = limit
    ? { orderId: undefined, error: new ApiError(limit) }
    : result?.signature === signature
      ? result
      : undefined;
  return { orderId: current?.orderId, error: current?.error, retry: () => setAttempt((a) => a + 1) };
}
