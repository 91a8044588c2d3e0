import { randomUUID } from 'node:crypto';
import {
  catalogueCommand,
  DomainError,
  roles,
  systemActor,
  type CatalogueActor,
  type Role,
} from '@shop/contracts';
import { withoutPersonalData } from '@shop/platform/eventstore/pii';
import type { EventStore } from '@shop/platform/eventstore/port';
import { enterCategory, leaveCategory, type MembershipMoves } from './category/membership';
import type { Handle, HandleChecked, HandleContext } from './command-types';
import { routeOf } from './command-streams';
import { runStreamCommand } from './run-command';
import { validationError } from './validation';

/** Who issued the command, as an event's `by` keeps it (the system when no one signed in: seed, workers). */
const actorOf = (ctx: HandleContext): CatalogueActor =>
  ctx.userId && isRole(ctx.role) ? { userId: ctx.userId, role: ctx.role } : systemActor;
const isRole = (role: string | undefined): role is Role => (roles as readonly string[]).includes(role ?? '');

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
export function createCommandHandler(deps: CommandHandlerDeps): Handle {
  return checkingCommands(createCheckedCommandHandler(deps));
}

/** A handler of commands as sent (the seed, the workers…): each is parsed with `catalogueCommand` first. */
export const checkingCommands =
  (handleChecked: HandleChecked): Handle =>
  async (input, ctx) => {
    const parsed = catalogueCommand.safeParse(input);
    if (!parsed.success) throw validationError(parsed.error);
    return handleChecked(parsed.data, ctx);
  };

/** The handler of commands already checked (an HTTP route parsed its body once with the route's schema). */
export function createCheckedCommandHandler({
  store: personalStore,
  now = () => new Date(),
  ids = () => randomUUID(),
}: CommandHandlerDeps): HandleChecked {
  // No catalogue decision reads a personal field (its streams and facts are catalogue
  // events only), so nothing is decrypted; appends still encrypt through the wrapper.
  const store = withoutPersonalData(personalStore);
  return async (command, ctx = {}) => {
    const { stream, decider, facts, moves } = routeOf(command);
    const at = (ctx.at ?? now()).toISOString();
    const request = { type: command.type, data: command.data };
    const recording = { store, ctx, at, request };
    let leave: MembershipMoves['leave'];
    const { position, nextRevision, events } = await runStreamCommand({
      store,
      stream,
      ctx,
      ids,
      request,
      fold: decider,
      decide: async (state, recorded) => {
        const decided = decider.decide(
          { ...command, metadata: { now: at, actor: actorOf(ctx), ...(await facts(store, state as never)) } },
          state,
        ) as { type: string; data: unknown }[];
        const lastRevision = Number(recorded[recorded.length - 1]?.revision ?? -1n);
        const moved = moves?.(state as never, decided as never[], lastRevision + 1) ?? {};
        // The entry lands before the product event, at the category's revision: a DeleteCategory racing it
        // conflicts there, and a category deleted meanwhile refuses it (category.unknown) before the product exists.
        if (moved.enter) await enterCategory(moved.enter, recording);
        leave = moved.leave;
        return decided;
      },
    });
    if (leave) {
      // The product event has landed, so the command stands. A lost race here only leaves an entry that its product
      // stream contradicts, which DeleteCategory stops counting once it is no longer in flight.
      await leaveCategory(leave, recording).catch((error: unknown) => {
        if (!(error instanceof DomainError && error.code === 'concurrency.conflict')) throw error;
      });
    }
    return { position, nextRevision, events };
  };
}
