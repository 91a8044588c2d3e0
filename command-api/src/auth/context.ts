import type { Request, Response } from 'express';
import type { HandleContext } from '../command-types';
import { requestContext } from '../http/request-context';
import { actorOf } from './authenticate';

/** The handler context of a request: correlation, route-scoped Idempotency-Key and the signed-in actor. */
export const contextOf = (req: Request, res: Response, route: string): HandleContext => {
  const actor = actorOf(res);
  return { ...requestContext(req, route), ...(actor ? { userId: actor.userId, role: actor.role } : {}) };
};
