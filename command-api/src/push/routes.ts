// POST / DELETE /api/push/subscriptions (signed-in customers, their own browser only). The VAPID public key is read
// by GET /api/push/key (read-api).
import { pushSubscribeBody, pushUnsubscribeBody } from '@shop/contracts';
import express, { type RequestHandler, type Router } from 'express';
import { requireActor } from '../auth/authenticate';
import { contextOf } from '../auth/context';
import { parseBody } from '../validation';
import { subscriptionIdOf, type PushSubscriptions } from './subscriptions';

export function pushRoutes(deps: { push: PushSubscriptions; authenticate: RequestHandler }): Router {
  const router = express.Router();
  router.post('/push/subscriptions', deps.authenticate, async (req, res) => {
    const input = parseBody(pushSubscribeBody, req.body);
    const { userId } = requireActor(res);
    const result = await deps.push.subscribe(userId, input, contextOf(req, res, 'POST /push/subscriptions'));
    res.status(201).json({ data: { _id: result.subscriptionId }, position: result.position });
  });
  router.delete('/push/subscriptions', deps.authenticate, async (req, res) => {
    const { endpoint } = parseBody(pushUnsubscribeBody, req.body);
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
