// Commands first, in a process that both answers HTTP and works in the background on one event loop (the shop of
// `npm start`). During a rush of orders the followers of the log (projections, reactors, the deletion finisher) and
// the queue workers took half of the loop from the requests that placed the orders, though all of their work can come
// later. While commands are being answered, each step of the background waits for them to be done, or for
// BACKGROUND_MAX_WAIT_MS at most, so the background slows down during a rush and never stops (design notes,
// "Performance"). Reads are not counted: a read can itself wait for the projections (X-Min-Position).
import type { RequestListener } from 'node:http';

/** The longest one step of the background waits for the commands in flight. */
export const BACKGROUND_MAX_WAIT_MS = 50;

const isRead = (method: string | undefined) => method === 'GET' || method === 'HEAD' || method === 'OPTIONS';

export type CommandsFirst = {
  /** The listener, counting each command it is given as in flight until its response is closed. */
  track(listener: RequestListener): RequestListener;
  /** Resolves once no command is in flight, or after maxWaitMs: before each step of the background. */
  backgroundTurn(): Promise<void>;
  readonly inFlight: number;
};

export const commandsFirst = (maxWaitMs = BACKGROUND_MAX_WAIT_MS): CommandsFirst => {
  let inFlight = 0;
  let waiting: (() => void)[] = [];
  const done = () => {
    inFlight -= 1;
    if (inFlight > 0 || waiting.length === 0) return;
    const resolved = waiting;
    waiting = [];
    for (const resolve of resolved) resolve();
  };
  return {
    track: (listener) => (req, res) => {
      if (!isRead(req.method)) {
        inFlight += 1;
        res.once('close', done);
      }
      listener(req, res);
    },
    backgroundTurn: () => {
      if (inFlight === 0) return Promise.resolve();
      return new Promise((resolve) => {
        const turn = () => {
          clearTimeout(timer);
          resolve();
        };
        const timer = setTimeout(() => {
          waiting = waiting.filter((waiter) => waiter !== turn);
          resolve();
        }, maxWaitMs);
        waiting.push(turn);
      });
    },
    get inFlight() {
      return inFlight;
    },
  };
};

/**
 * The process's own: the event loop is the process's, so is what runs first on it. A process whose server is not
 * tracked (a service of docker-compose, a test without the shop) never has a command in flight here.
 */
export const processCommandsFirst = commandsFirst();
