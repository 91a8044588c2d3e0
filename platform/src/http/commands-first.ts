// Commands first, in a process that both answers HTTP and works in the background on one event loop (the shop of
// `npm start`). During a rush of orders the followers of the log (projections, reactors, the deletion finisher) and
// the queue workers took half of the loop from the requests that placed the orders, though all of their work can come
// later. While commands are being answered, each step of the background waits for them to be done, or for
// BACKGROUND_MAX_WAIT_MS at most, so the background slows down during a rush and never stops (design notes,
// "Performance"). Reads are not counted: a read can itself wait for the projections (X-Min-Position).
// With no command in flight the background goes on, but gives the event loop a turn every BACKGROUND_SLICE_MS: a
// follower whose events are in memory takes its steps as microtasks only, and until the loop polls again no new
// request is even read, let alone counted, so a backlog ran on for hundreds of milliseconds while requests waited.
import type { RequestListener } from 'node:http';

/** The longest one step of the background waits for the commands in flight. */
export const BACKGROUND_MAX_WAIT_MS = 50;
/** The longest the background runs on without letting the event loop poll for requests. */
export const BACKGROUND_SLICE_MS = 1;

const isRead = (method: string | undefined) => method === 'GET' || method === 'HEAD' || method === 'OPTIONS';

export type CommandsFirst = {
  /** The listener, counting each command it is given as in flight until its response is closed. */
  track(listener: RequestListener): RequestListener;
  /**
   * Before each step of the background: resolves once no command is in flight, or after maxWaitMs; with none in
   * flight, after a turn of the event loop once sliceMs have passed since the last.
   */
  backgroundTurn(): Promise<void>;
  readonly inFlight: number;
};

export type CommandsFirstOptions = {
  maxWaitMs?: number;
  sliceMs?: number;
  /** Milliseconds of a monotonic clock. */
  now?: () => number;
};

export const commandsFirst = ({
  maxWaitMs = BACKGROUND_MAX_WAIT_MS,
  sliceMs = BACKGROUND_SLICE_MS,
  now = () => performance.now(),
}: CommandsFirstOptions = {}): CommandsFirst => {
  let inFlight = 0;
  let sliceStart = now();
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
    backgroundTurn: function backgroundTurn(): Promise<void> {
      if (inFlight === 0) {
        if (now() - sliceStart < sliceMs) return Promise.resolve();
        // setImmediate runs after the poll phase: the requests that came meanwhile are read (and counted) first.
        return new Promise((resolve) =>
          setImmediate(() => {
            sliceStart = now();
            resolve(backgroundTurn());
          }),
        );
      }
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
