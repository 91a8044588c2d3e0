import { systemActor, type OrderHistoryActor } from '@shop/contracts';

// Who did an audit entry, by name (docs/orders.md "Orders read side"). The names come from the users read
// model in one MGET for the distinct actors of the timeline; this module is the pure part around that read.

type ActorMetadata = { userId?: string | null; role?: string | null };

const isPerson = (userId: string | null | undefined): userId is string =>
  !!userId && userId !== systemActor.userId;

/** The user ids whose names the timeline needs, once each, in order of appearance (the system is nobody). */
export const distinctActorIds = (actors: readonly ActorMetadata[]): string[] => [
  ...new Set(actors.map((a) => a.userId).filter(isPerson)),
];

/**
 * The actor of one entry. `names` holds the names found for the ids asked; a person missing from it has no
 * user view any more: their account was deleted (and their name erased).
 */
export function historyActor(
  { userId, role }: ActorMetadata,
  names: ReadonlyMap<string, string>,
): OrderHistoryActor {
  const base = { userId: userId ?? null, role: role ?? null };
  if (!isPerson(userId)) return { ...base, name: null, accountDeleted: false };
  const name = names.get(userId);
  return { ...base, name: name ?? null, accountDeleted: name === undefined };
}
