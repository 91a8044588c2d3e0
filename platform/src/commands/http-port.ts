import type { CommandPort, WorkerCommand, WorkerCommandResult } from './port';
import { workerCommandResult } from './port';

/** The header command-api's internal route checks (command-api/src/worker-commands.ts). */
export const internalSecretHeader = 'x-shop-internal-secret';
/** The path of that route on command-api: outside /api, so the gateway never passes it on (deploy/nginx.conf). */
export const workerCommandsPath = '/internal/worker-commands';

/** A command is one append: command-api answers in milliseconds; beyond this the job fails and is retried. */
export const defaultCommandTimeoutMs = 10_000;

export class CommandRefused extends Error {
  constructor(
    readonly status: number,
    readonly body: string,
  ) {
    super(`command-api answered ${status}: ${body.slice(0, 300)}`);
    this.name = 'CommandRefused';
  }
}

/**
 * The command port of the workers container: each command is a POST to command-api's internal route (COMMAND_API_URL)
 * with the shared internal secret, within `timeoutMs`.
 */
export function httpCommandPort({
  url,
  secret,
  timeoutMs = defaultCommandTimeoutMs,
}: {
  url: string;
  secret: string;
  timeoutMs?: number;
}): CommandPort {
  const target = new URL(workerCommandsPath, url);
  return {
    async send(command: WorkerCommand): Promise<WorkerCommandResult> {
      const response = await fetch(target, {
        method: 'POST',
        headers: { 'content-type': 'application/json', [internalSecretHeader]: secret },
        body: JSON.stringify(command),
        signal: AbortSignal.timeout(timeoutMs),
      });
      const text = await response.text();
      if (!response.ok) throw new CommandRefused(response.status, text);
      return workerCommandResult.parse(JSON.parse(text));
    },
  };
}
