import { timingSafeEqual } from 'node:crypto';
import express, { type Router } from 'express';
import { systemActor } from '@shop/contracts';
import { internalSecretHeader, workerCommandsPath } from '@shop/platform/commands/http-port';
import { workerCommand, type CommandPort, type WorkerCommand } from '@shop/platform/commands/port';
import type { EventStore } from '@shop/platform/eventstore/port';
import { sendProblem } from '@shop/platform/http/problem';
import { createCommandHandler } from './handle';
import { createOrderHandler } from './orders/handle';
import { createPhoneHandler } from './orders/phone-handle';
import { createPushSubscriptions } from './push/subscriptions';

// The write side of the workers' command port (platform/src/commands/port.ts): each command through the handler a
// staff or customer command of the same type goes through, as the system.

export function createWorkerCommands({ store, now }: { store: EventStore; now?: () => Date }): CommandPort {
  const clock = now ? { now } : {};
  const handleOrder = createOrderHandler({ store, ...clock });
  const handle = createCommandHandler({ store, ...clock });
  const phones = createPhoneHandler({ store, ...clock });
  const subscriptions = createPushSubscriptions({ store, ...clock });
  const system = { userId: systemActor.userId, role: systemActor.role };
  const typesOf = (result: { events: { type: string }[] }) => ({ events: result.events.map((e) => e.type) });
  return {
    async send(command: WorkerCommand) {
      switch (command.type) {
        case 'ExpireCheckout':
          return typesOf(
            await handleOrder(
              { type: 'ExpireCheckout', data: { orderId: command.orderId } },
              { ...system, correlationId: `expire-checkout:${command.orderId}` },
            ),
          );
        case 'ReleaseScheduledOrder':
          return typesOf(
            await handleOrder(
              { type: 'ReleaseScheduledOrder', data: { orderId: command.orderId } },
              { ...system, correlationId: `release-order:${command.orderId}` },
            ),
          );
        case 'MoveOrderPromise':
          return typesOf(
            await handleOrder(
              {
                type: 'MoveOrderPromise',
                data: { orderId: command.orderId, delayMinutes: command.delayMinutes },
              },
              { ...system, correlationId: `move-promise:${command.orderId}:${command.delayMinutes}` },
            ),
          );
        case 'RemindCall':
          return typesOf(
            await handleOrder(
              { type: 'RemindCall', data: { orderId: command.orderId } },
              { ...system, correlationId: `call-reminder:${command.orderId}` },
            ),
          );
        case 'RecordNoShow': {
          const { recorded } = await phones.recordNoShow(command.orderId, command.source, {
            ...system,
            correlationId: `no-show:${command.orderId}`,
          });
          return { events: recorded ? ['NoShowRecorded'] : [] };
        }
        case 'DropPushSubscription':
          return typesOf(
            await subscriptions.unsubscribe(command.userId, command.subscriptionId, command.reason, {
              ...system,
              correlationId: command.correlationId,
            }),
          );
        case 'EndProductSoldOut': {
          const { productId, choiceId, markedAt, causationId } = command;
          return typesOf(
            await handle(
              { type: 'EndProductSoldOut', data: { productId, choiceId, markedAt } },
              { ...system, causationId, correlationId: `sold-out-end:${productId}:${choiceId ?? ''}` },
            ),
          );
        }
        case 'RecordImageResized':
          return typesOf(
            await handle(
              { type: 'RecordImageResized', data: { imageId: command.imageId, widths: command.widths } },
              { userId: 'system', role: 'system', causationId: command.causationId },
            ),
          );
      }
    },
  };
}

const sameSecret = (given: string | undefined, secret: string) => {
  if (given === undefined) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(secret);
  return a.length === b.length && timingSafeEqual(a, b);
};

/**
 * `POST /internal/worker-commands` of the command-api container: the workers container's commands (httpCommandPort).
 * Mounted at the app's root, outside /api: the gateway passes only /api and /ws on, so it answers inside the compose
 * network only. A request without the internal secret (INTERNAL_SECRET, or DATA_DIR/internal.json) is refused with
 * 403 before its body is read; a body that is not one of the workers' commands is a 400.
 */
export function workerCommandsRoute(port: CommandPort, secret: string): Router {
  if (secret.length < 32) throw new Error('the internal secret must have at least 32 characters');
  const router = express.Router();
  router.post(
    workerCommandsPath,
    (req, res, next) => {
      if (sameSecret(req.get(internalSecretHeader), secret)) next();
      else sendProblem(res, 'auth.forbidden');
    },
    express.json({ limit: 4 * 1024 }),
    async (req, res) => {
      const parsed = workerCommand.safeParse(req.body);
      if (!parsed.success) return sendProblem(res, 'validation.failed');
      res.json(await port.send(parsed.data));
    },
  );
  return router;
}
