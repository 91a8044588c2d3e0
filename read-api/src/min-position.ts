import type { NextFunction, Request, Response } from 'express';
import type { PositionWaiter } from './position-waiter';
import { sendProblem } from './problem';

const POSITION = /^\d{1,20}$/;

/**
 * X-Min-Position: <global position> (what a command answered). Waits up to timeoutMs for the projections to
 * pass it; after that answers anyway, flagged with X-Read-Model-Stale: true.
 */
export const minPosition =
  (waiter: PositionWaiter, timeoutMs: number) =>
  (req: Request, res: Response, next: NextFunction): void | Promise<void> => {
    const header = req.headers['x-min-position'];
    if (header === undefined) return next();
    return waitForHeader(waiter, timeoutMs, String(header), res, next);
  };

async function waitForHeader(
  waiter: PositionWaiter,
  timeoutMs: number,
  header: string,
  res: Response,
  next: NextFunction,
): Promise<void> {
  const value = header.trim();
  if (!POSITION.test(value)) {
    sendProblem(res, 'query.invalid', {
      detail: 'X-Min-Position must be a whole number (the position a command answered).',
      errors: { 'X-Min-Position': 'must be a whole number ≥ 0' },
    });
    return;
  }
  const reached = await waiter.waitFor(BigInt(value), timeoutMs);
  if (!reached) res.set('X-Read-Model-Stale', 'true');
  next();
}
