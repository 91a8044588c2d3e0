import type { CatalogueCommand, CatalogueCommandInput } from '@shop/contracts';

// The types every command path shares (the catalogue handler, the runner, the membership records, the account use
// cases, the HTTP routes). A leaf: it imports no module of command-api, so the layers above it point one way.

export type HandleContext = {
  userId?: string;
  role?: string;
  correlationId?: string;
  causationId?: string;
  /** Same key, same command: the retry appends nothing and answers the first result. */
  idempotencyKey?: string;
  /** The revision the caller saw (e.g. an If-Match); when given, a mismatch is a 409 and is never retried. */
  expectedRevision?: bigint;
  /** When the command counts as issued, instead of the handler's clock. Internal callers only (the seed); HTTP never sets it. */
  at?: Date;
};

/** What the caller asked for: compared on a replay of its Idempotency-Key. */
export type CommandRequest = { type: string; data: unknown };

/** What a command on one stream answers. */
export type StreamAnswer = {
  /** Global position of the last event of the command (or of the stream when nothing was appended), decimal. */
  position: string;
  /** Revision of the stream's last event after the command ('-1' for a stream that still does not exist). */
  nextRevision: string;
  events: { type: string; data: unknown }[];
};

export type HandleResult = StreamAnswer;

export type Handle = (command: CatalogueCommandInput, ctx?: HandleContext) => Promise<HandleResult>;
/** The handler of a command already checked against its schema (by an HTTP route): it is not parsed again. */
export type HandleChecked = (command: CatalogueCommand, ctx?: HandleContext) => Promise<HandleResult>;
