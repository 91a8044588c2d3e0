// Routes served straight from node:http, ahead of express, where express's layers (app → mounts → routers → body
// parser → route) cost more than the work itself: the menu page (read-api/products-fast-path.ts) and the order
// commands (command-api/orders/fast-path.ts). Each answers what its express route answers, and leaves to express
// whatever it is not sure of (design notes, "Performance").
import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';

/**
 * Serves the request and answers true, or answers false (untouched: hand it to express). `fallback` gets a taken
 * request back when the fast path failed before anything was written, so express answers it as it always does.
 */
export type FastPath = (
  req: IncomingMessage,
  res: ServerResponse,
  fallback: (req: IncomingMessage, res: ServerResponse) => void,
) => boolean;

/** The request listener: the fast path first, then `app` for everything it does not take. */
export const withFastPath =
  (fastPath: FastPath, app: (req: IncomingMessage, res: ServerResponse) => void): RequestListener =>
  (req, res) => {
    if (!fastPath(req, res, app)) app(req, res);
  };

/** A fast path that takes nothing (a service without the routes). */
export const noFastPath: FastPath = () => false;
