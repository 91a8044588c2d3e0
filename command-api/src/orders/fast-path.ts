// The order routes (routes.ts) straight from node:http, ahead of express: in a rush of orders express's layers, its
// body parser and its answer cost more of the event loop than deciding and appending the order (design notes,
// "Performance"). It serves a request exactly as the express route would, in the same order: the body, who calls,
// the role, then the route; every error is the same problem+json. Whatever it is not sure of goes to express,
// untouched: another path or spelling of one (a trailing slash, capitals, an escaped id), a query string, a body that
// is not plain JSON (compressed, chunked, another charset, over the limit), a write another site asked for.
import type { IncomingMessage } from 'node:http';
import type { FastPath } from '@shop/platform/http/fast-path';
import { isPlainJsonRequest, readJsonBody, writeJson } from '@shop/platform/http/json-body';
import { answerError, type ProblemLogger } from '@shop/platform/http/problem';
import { fromOwnOrigin } from '@shop/platform/http/same-origin';
import { DomainError } from '@shop/contracts';
import { hasRole, type ActorOfRequest } from '../auth/authenticate';
import { COMMAND_BODY_LIMIT } from '../body-limit';
import { orderContext, routeName, type OrderRoute } from './routes';

export type OrderFastPathDeps = {
  routes: OrderRoute[];
  actorOf: ActorOfRequest;
  /** PUBLIC_URL: the shop's origin, as sameOriginWrites is given it. */
  publicUrl?: string;
  logger: ProblemLogger;
};

type Matcher = { route: OrderRoute; name: string; pattern: RegExp };

/** `/orders/:id/place` → /^\/api\/orders\/([^/%?]+)\/place$/ (an id to decode, or a query, is left to express). */
const matcherOf = (route: OrderRoute): Matcher => ({
  route,
  name: routeName(route),
  pattern: new RegExp(`^/api${route.path.replace(':id', '([^/%?]+)')}$`),
});

export function createOrderFastPath({ routes, actorOf, publicUrl, logger }: OrderFastPathDeps): FastPath {
  const matchers = routes.map(matcherOf);
  const serve = async (req: IncomingMessage, matcher: Matcher, orderId: string) => {
    const body = await readJsonBody(req);
    const actor = await actorOf(req);
    if (matcher.route.staff && !hasRole(actor, 'staff')) throw new DomainError('auth.forbidden');
    return matcher.route.run({ body, orderId, actor, ctx: orderContext(req, actor, matcher.name) });
  };
  return (req, res) => {
    const url = req.url;
    if (url === undefined || !url.startsWith('/api/orders')) return false;
    let found: { matcher: Matcher; orderId: string } | undefined;
    for (const matcher of matchers) {
      if (matcher.route.method !== req.method) continue;
      const match = matcher.pattern.exec(url);
      if (match) {
        found = { matcher, orderId: match[1] ?? '' };
        break;
      }
    }
    if (!found) return false;
    if (!isPlainJsonRequest(req.headers, COMMAND_BODY_LIMIT) || !fromOwnOrigin(req.headers, publicUrl))
      return false;
    serve(req, found.matcher, found.orderId).then(
      ({ status, body }) => writeJson(res, status, body),
      (error: unknown) => {
        if (res.headersSent) res.destroy();
        else answerError(error, res, { logger, url });
      },
    );
    return true;
  };
}
