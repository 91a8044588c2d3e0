import { randomUUID } from 'node:crypto';
import { catalogueCommand, type CatalogueCommandInput } from '@shop/contracts';
import type { EventStore } from '@shop/platform/eventstore/port';
import { routeOf } from './routes';
import { runStreamCommand } from './run-command';
import { validationError } from './validation';

export type HandleContext = {
  userId?: string;
  role?: string;
  correlationId?: string;
  causationId?: string;
  /** Same key, same command: the retry appends nothing and answers the first result. */
  idempotencyKey?: string;
  /** The revision the caller saw (e.g. an If-Match); when given, a mismatch is a 409 and is never retried. */
  expectedRevision?: bigint;
  ip?: string;
  /** When the command counts as issued, instead of the handler's clock. Internal callers only (the seed); HTTP never sets it. */
  at?: Date;
};

export type HandleResult = {
  /** Global position of the last event of the command (or of the stream when nothing was appended), decimal. */
  position: string;
  /** Revision of the stream's last event after the command ('-1' for a stream that still does not exist). */
  nextRevision: string;
  events: { type: string; data: unknown }[];
};

export type Handle = (command: CatalogueCommandInput, ctx?: HandleContext) => Promise<HandleResult>;

export type CommandHandlerDeps = {
  store: EventStore;
  now?: () => Date;
  ids?: () => string;
};

/**
 * Validates a command, loads its stream, decides and appends with the revision it read (runStreamCommand, shared
 * with the account use cases). On a concurrent append to the same stream it re-reads and re-decides once (commands
 * carry absolute values, so deciding on the fresh state is what a caller arriving a moment later would get); a
 * second conflict, or any conflict when the caller named its expected revision, is a 409 `concurrency.conflict`.
 * With an Idempotency-Key, a replay of the same command answers the first result; another command under the same
 * key is refused with `idempotency.key_reused`.
 */
export function createCommandHandler({
  store,
  now = () => new Date(),
  ids = randomUUID,
}: CommandHandlerDeps): Handle {
  return async (input, ctx = {}) => {
    const parsed = catalogueCommand.safeParse(input);
    if (!parsed.success) throw validationError(parsed.error);
    const command = parsed.data;
    const { stream, decider, facts } = routeOf(command);
    const at = (ctx.at ?? now()).toISOString();
    const { position, nextRevision, events } = await runStreamCommand({
      store,
      stream,
      ctx,
      ids,
      request: { type: command.type, data: command.data },
      initialState: () => decider.initialState(),
      evolve: (s, e) => decider.evolve(s, e),
      decide: async (state) =>
        decider.decide({ ...command, metadata: { now: at, ...(await facts(store)) } }, state) as {
          type: string;
          data: unknown;
        }[],
    });
    return { position, nextRevision, events };
  };
}
