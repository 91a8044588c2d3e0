// The shop's background (projections, workers, reactors, deletion finisher) runs on a thread of its own
// (background-thread.ts), so that the HTTP thread keeps a core to itself while orders come in: the background lags
// during a rush and catches up after it (docs/design-notes.md, "Performance", orders). They meet only where the
// services of docker-compose.yml meet: the event store file (a BroadcastChannel wakes each other's subscriptions at
// once), the key store file and Redis.
import type { Worker } from 'node:worker_threads';
import type { Config } from '@shop/platform';
import type { Logger } from '@shop/platform/logger';
import type { SharedClock } from '@shop/platform/shared-clock';
import { startTypescriptWorker } from '@shop/platform/typescript-worker';

type Problem = { name?: string; message: string; stack?: string };
export type ToBackground =
  | { type: 'serve'; publicUrl: string }
  | { type: 'waitForIdle'; id: number; timeoutMs?: number }
  | { type: 'heap'; id: number }
  | { type: 'close' };
export type FromBackground =
  | { type: 'projecting' }
  | { type: 'serving'; mail: string }
  | { type: 'idle'; id: number; error?: Problem }
  | { type: 'heap'; id: number; heapUsed: number }
  | { type: 'failed'; error: Problem }
  | { type: 'closed' };

export type Background = {
  /** Starts the workers, the reactors (their mails link to `publicUrl`) and the deletion finisher; answers the mail's destination. */
  serve(publicUrl: string): Promise<{ mail: string }>;
  /** Resolves once every event in the store has been projected into Redis (the projections' waitForIdle). */
  waitForIdle(timeoutMs?: number): Promise<void>;
  /** How long its thread's event loop was busy so far (ms), and its heap (bytes; after a full GC where `--expose-gc`). */
  usage(): Promise<BackgroundUsage>;
  /** Stops the background and ends its thread. Idempotent. */
  close(): Promise<void>;
};

export type BackgroundUsage = { busyMs: number; heapUsed: number };

const errorOf = (problem: Problem) =>
  Object.assign(new Error(problem.message), problem.name ? { name: problem.name } : {}, {
    stack: problem.stack ?? problem.message,
  });

/** Starts the thread; resolves once its projections follow the store (rejects with what stopped them). */
export const startBackground = async (
  config: Config,
  { clock, logger }: { clock?: SharedClock; logger: Logger },
): Promise<Background> => {
  const worker: Worker = startTypescriptWorker(new URL('./background-thread.ts', import.meta.url), {
    config,
    ...(clock ? { clockBuffer: clock.buffer } : {}),
  });
  const send = (message: ToBackground) => worker.postMessage(message);
  const waiting = new Map<number, { resolve(message: FromBackground): void; reject(error: Error): void }>();
  let nextId = 0;
  let step: { resolve(message: FromBackground): void; reject(error: Error): void } | undefined;
  const nextStep = () =>
    new Promise<FromBackground>((resolve, reject) => {
      step = { resolve, reject };
    });
  let closed = false;

  worker.on('message', (message: FromBackground) => {
    if (message.type === 'idle' || message.type === 'heap') {
      const waiter = waiting.get(message.id);
      waiting.delete(message.id);
      if ('error' in message && message.error) waiter?.reject(errorOf(message.error));
      else waiter?.resolve(message);
    } else if (message.type === 'failed' && !step) {
      // After the start, what stops the background stops the shop, as an error of its own thread would have.
      logger.fatal({ err: errorOf(message.error) }, 'the shop background stopped');
      throw errorOf(message.error);
    } else step?.resolve(message);
  });
  worker.on('error', (error) => {
    if (step) return step.reject(error);
    logger.fatal({ err: error }, 'the shop background thread failed');
    throw error;
  });
  worker.on('exit', (code) => {
    const ended = new Error(`the shop background thread ended (exit code ${code})`);
    step?.reject(ended);
    for (const waiter of waiting.values()) waiter.reject(ended);
    waiting.clear();
  });

  const expect = async <Type extends FromBackground['type']>(answer: Promise<FromBackground>, type: Type) => {
    const message = await answer;
    step = undefined;
    if (message.type === 'failed') throw errorOf(message.error);
    if (message.type !== type) throw new Error(`the shop background answered ${message.type}, not ${type}`);
    return message as Extract<FromBackground, { type: Type }>;
  };

  try {
    await expect(nextStep(), 'projecting');
  } catch (error) {
    await worker.terminate();
    throw error;
  }

  /** A question whose answer carries its id. */
  const ask = (question: (id: number) => ToBackground) =>
    new Promise<FromBackground>((resolve, reject) => {
      if (closed) return reject(new Error('the shop background is closed'));
      const id = (nextId += 1);
      waiting.set(id, { resolve, reject });
      send(question(id));
    });

  let closing: Promise<void> | undefined;
  return {
    async serve(publicUrl) {
      const answer = nextStep();
      send({ type: 'serve', publicUrl });
      const { mail } = await expect(answer, 'serving');
      return { mail };
    },
    waitForIdle: async (timeoutMs) => {
      await ask((id) => ({ type: 'waitForIdle', id, ...(timeoutMs === undefined ? {} : { timeoutMs }) }));
    },
    async usage() {
      const busyMs = worker.performance.eventLoopUtilization().active;
      const answer = await ask((id) => ({ type: 'heap', id }));
      return { busyMs, heapUsed: answer.type === 'heap' ? answer.heapUsed : 0 };
    },
    close: () =>
      (closing ??= (async () => {
        closed = true;
        const answer = nextStep();
        send({ type: 'close' });
        await expect(answer, 'closed').catch((err: unknown) =>
          logger.warn({ err }, 'error while closing the shop background'),
        );
        await worker.terminate();
      })()),
  };
};
