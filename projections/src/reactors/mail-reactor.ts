import type { Queue } from 'bullmq';
import type { Redis } from 'ioredis';
import { mailLinkValidHours, type MailJob } from '@shop/contracts';
import type { SessionTokens } from '@shop/platform/auth/session';
import { withoutPersonalData } from '@shop/platform/eventstore/pii';
import type { EventStore, RecordedEvent } from '@shop/platform/eventstore/port';
import type { Logger } from '../logger';
import {
  createStoreFollower,
  jobReactorCheckpoint,
  type ReactionContext,
  type StoreFollower,
} from '@shop/platform/eventstore/follow-store';
import { currentRecipient, linkOf, mailRequestOf, remainingSeconds } from './mail-requests';
import { onceJob } from './once-job';

export type MailReactorDeps = {
  /** The store through the personal-data wrapper (platform/eventstore/pii): addresses arrive decrypted, or null. */
  store: EventStore;
  redis: Redis;
  prefix: string;
  /** The BullMQ `mail` queue (contracts mailQueueName, prefix bullPrefix(REDIS_PREFIX)). */
  queue: Queue<MailJob>;
  tokens: Pick<SessionTokens, 'signPurposeToken'>;
  /** Where the links point: PUBLIC_URL, or the server's own address. */
  publicUrl: string;
  logger: Logger;
  now?: () => Date;
  retry?: { initialMs: number; maxMs: number };
};

export type MailReactor = StoreFollower;

export const mailReactorCheckpointKey = (prefix: string): string => `${prefix}reactor:mail:checkpoint`;

/**
 * Follows the store from its own checkpoint and turns UserRegistered, EmailVerificationRequested,
 * PasswordResetRequested and SignUpAttempted into `mail` jobs
 * with job id = event id: BullMQ ignores an add whose id exists, so a replay never sends a mail twice; the jobs are
 * recorded in the log first (`reactions-mail`), so an import or a fresh Redis prefix never sends them again. Events
 * whose link would already have expired are skipped too (a replay from 0 months later mails nobody).
 */
export function createMailReactor(deps: MailReactorDeps): MailReactor {
  const { store, redis, prefix, queue, tokens, publicUrl, logger } = deps;
  const now = deps.now ?? (() => new Date());

  async function handle(recorded: RecordedEvent, reaction: ReactionContext): Promise<void> {
    const request = mailRequestOf(recorded);
    // Mailed before, as the log records (another Redis, before an import): never again.
    if (!request || reaction.recorded) return;
    const ttl = remainingSeconds(request, now());
    if (ttl <= 60) {
      logger.debug(
        { event: recorded.id, kind: request.kind },
        'mail reactor: link would be expired; no mail',
      );
      return;
    }
    const recipient = await currentRecipient(store, request.userId);
    if (!recipient) {
      logger.info(
        { event: recorded.id, kind: request.kind, userId: request.userId },
        'mail reactor: account erased; no mail',
      );
      return;
    }
    // Verified meanwhile (or an admin created verified): no verification mail.
    if (request.kind === 'verify-email' && recipient.emailVerified) return;
    const to = recipient.address;
    const { kind } = request;
    const token =
      kind === 'sign-up-attempt'
        ? undefined
        : await tokens.signPurposeToken(request.userId, kind, ttl, request.extra);
    const job: MailJob = {
      kind: request.kind,
      userId: request.userId,
      language: request.language,
      to,
      link: linkOf(publicUrl, request.kind, token),
      validHours: mailLinkValidHours[request.kind],
    };
    reaction.outward(() => queue.add(request.kind, job, onceJob(recorded.id)));
  }

  return createStoreFollower({
    // What a mail needs of the followed events is ids, language and time; the address is read above, through the
    // wrapper, only for an event that asks for a mail. So the followed events are not decrypted (personal fields
    // read null), and an OrderPlaced or a ProfileUpdated costs this reactor no decryption.
    store: withoutPersonalData(store),
    redis,
    checkpointKey: mailReactorCheckpointKey(prefix),
    handle,
    name: 'mail reactor',
    logger,
    sparseCheckpoint: jobReactorCheckpoint,
    outward: { reactor: 'mail' },
    ...(deps.retry ? { retry: deps.retry } : {}),
  });
}
