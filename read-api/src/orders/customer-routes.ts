import { Router } from 'express';
import type { Redis } from 'ioredis';
import { normalizePhone, type CustomerMatch } from '@shop/contracts';
import { orderReadRoutes as routes } from '@shop/contracts/orders/read-routes';
import { orderReadSchemas as schemas } from '@shop/contracts/orders/read-route-schemas';
import { serveRoute } from '@shop/platform/http/serve-route';
import type { IdentifyRequest } from '../accounts/viewer';
import type { ReadModelPointer } from '../read-model-pointer';
import { queryInvalid, requireReader } from '../serve-read';

// GET /api/customers?phone= (staff; docs/phone-and-trust.md "Phone orders and amendments"): the customers listed
// under the number however it was typed (normalizePhone), accounts first. A text that is not a number finds nobody.

export function customerRoutes({
  redis,
  pointer,
  identify,
}: {
  redis: Redis;
  pointer: ReadModelPointer;
  identify: IdentifyRequest;
}): Router {
  const router = Router();
  serveRoute(
    router,
    routes.customers,
    schemas.customers,
    async ({ query }) => {
      const phone = normalizePhone(query.phone);
      if (phone === null) return { data: [] };
      const raw = await redis.hget((await pointer.keys()).customersByPhone, phone);
      const listed = raw ? Object.values(JSON.parse(raw) as Record<string, CustomerMatch>) : [];
      return { data: listed.sort((a, b) => Number(b.account) - Number(a.account)) };
    },
    {
      before: [requireReader(identify, 'staff')],
      invalid: queryInvalid({ phone: 'must be a text of at most 40 characters' }),
    },
  );
  return router;
}
