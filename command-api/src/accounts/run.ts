import type { EventStore } from '@shop/platform/eventstore/port';
import type { Decider } from '../decider';
import type { CommandRequest, HandleContext } from '../command-types';
import { runStreamCommand } from '../run-command';

// Runs one account command on one stream through the same runner as the catalogue handler (run-command.ts): read,
// fold, decide, append at the revision read, re-decide once on a concurrent append; an Idempotency-Key gives
// deterministic event ids and a replay answers its first result, or `idempotency.key_reused` when `request`
// differs. The command is built from the folded state, so the use case can check a password against the stored
// hash before deciding.

export type RunResult<S> = {
  position: string;
  nextRevision: string;
  events: { type: string; data: unknown }[];
  state: S;
};

/**
 * `request`: what the caller asked (no password, no random salt), compared on a replay of the key; the command
 * itself cannot serve, since it carries fresh password hashes.
 */
export type RunContext = HandleContext & { now: Date; request?: CommandRequest };

export async function runCommand<S, C, E extends { type: string; data: unknown }>(
  store: EventStore,
  stream: string,
  decider: Decider<S, C, E>,
  command: (state: S) => C | Promise<C>,
  ctx: RunContext,
): Promise<RunResult<S>> {
  const { request, now: _now, ...handleCtx } = ctx;
  return runStreamCommand({
    store,
    stream,
    ctx: handleCtx,
    ...(request ? { request } : {}),
    fold: decider,
    decide: async (state) => decider.decide(await command(state), state),
  });
}
