// POST / DELETE /api/push/subscriptions (signed-in customers, their own browser only). The VAPID public key is read
// by GET /api/push/key (read-api).
import { pushSubscribeBody, pushUnsubscribeBody } from '@shop/contracts';
import express, { type Request, type RequestHandler, type Router } from 'express';
import type { z } from 'zod';
import { requireActor } from '../auth/authenticate';
import { contextOf } from '../auth/context';
import { validationError } from '../validation';
import { subscriptionIdOf, type PushSubscriptions } from './subscriptions';

const body = <S extends z.ZodType>(schema: S, req: Request): z.infer<S> => {
  const parsed = schema.safeParse(req.body ?? {});
  if (!parsed.success) throw validationError(parsed.error);
  return parsed.data;
};

export function pushRoutes(deps: { push: PushSubscriptions; authenticate: RequestHandler }): Router {
  const router = express.Router();
  router.post('/push/subscriptions', deps.authenticate, async (req, res) => {
    const input = body(pushSubscribeBody, req);
    const { userId } = requireActor(res);
    const result = await deps.push.subscribe(userId, input, contextOf(req, res, 'POST /push/subscriptions'));
    res.status(201).json({ data: { _id: result.subscriptionId }, position: result.position });
  });
  router.delete('/push/subscriptions', deps.authenticate, async (req, res) => {
    const { endpoint } = body(pushUnsubscribeBody, req);
    const { userId } = requireActor(res);
    const result = await deps.push.unsubscribe(
      userId,
      subscriptionIdOf(endpoint),
      'customer',
      contextOf(req, res, 'DELETE /push/subscriptions'),
    );
    res.json({ position: result.position });
  });
  return router;
}
