import { z } from 'zod';

// The command port (docs/architecture.md "Layers"): the few commands the workers send to the write side, always as
// the system. The workers know this interface only, never command-api: the one-process shop (server/src) wires it to
// command-api's handlers in the same process; the workers container (workers/src/main.ts) sends the commands to
// command-api over HTTP (./http-port.ts), to its internal route (command-api/src/worker-commands.ts).

export const workerCommand = z.discriminatedUnion('type', [
  /** A checkout never placed closes (ExpireCheckout → CheckoutExpired). */
  z.object({ type: z.literal('ExpireCheckout'), orderId: z.string().min(1).max(200) }),
  /** A scheduled order moves to the staff's live list (ReleaseScheduledOrder → ScheduledOrderReleased). */
  z.object({ type: z.literal('ReleaseScheduledOrder'), orderId: z.string().min(1).max(200) }),
  /** The kitchen's delay reaches an open order: its promise moves later (MoveOrderPromise → OrderPromiseMoved). */
  z.object({
    type: z.literal('MoveOrderPromise'),
    orderId: z.string().min(1).max(200),
    delayMinutes: z
      .number()
      .int()
      .min(0)
      .max(24 * 60),
  }),
  /** An order still waits for its confirmation call (RemindCall → OrderCallReminded, once). */
  z.object({ type: z.literal('RemindCall'), orderId: z.string().min(1).max(200) }),
  /** A no-show of an order counts on its customer's number (NoShowRecorded on `phone-{normalized}`, once). */
  z.object({
    type: z.literal('RecordNoShow'),
    orderId: z.string().min(1).max(200),
    source: z.enum(['no_show', 'no_answer']),
  }),
  /** The push service dropped a browser (`expired`), or its endpoint is no longer one the shop sends to (`refused`). */
  z.object({
    type: z.literal('DropPushSubscription'),
    userId: z.string().min(1).max(200),
    subscriptionId: z.string().min(1).max(200),
    reason: z.enum(['expired', 'refused']),
    correlationId: z.string().max(300),
  }),
  /** A sold-out mark reached its end (EndProductSoldOut → ProductBackOnSale, unless a later mark replaced it). */
  z.object({
    type: z.literal('EndProductSoldOut'),
    productId: z.string().min(1).max(200),
    choiceId: z.string().min(1).max(200).nullable(),
    markedAt: z.string().max(40),
    causationId: z.string().max(300),
  }),
  /** An upload's resized copies are written (RecordImageResized). */
  z.object({
    type: z.literal('RecordImageResized'),
    imageId: z.string().min(1).max(200),
    widths: z.array(z.number().int().positive()).max(20),
    causationId: z.string().max(300),
  }),
]);
export type WorkerCommand = z.infer<typeof workerCommand>;

/** What a command did: the types of the events it appended (none when it was a no-op). */
export const workerCommandResult = z.object({ events: z.array(z.string()) });
export type WorkerCommandResult = z.infer<typeof workerCommandResult>;

/**
 * Sends one command and resolves once the write side appended its events (or decided there were none). Rejects when
 * the command was refused or could not be sent: the job that sent it fails, and its queue retries it.
 */
export type CommandPort = { send(command: WorkerCommand): Promise<WorkerCommandResult> };
