// One read transaction per turn of the event loop, for a better-sqlite3 connection that mostly reads. Outside a
// transaction every statement takes and drops SQLite's read locks (fcntl and fstat calls: about 10 µs a query on the
// shop's VMs, more than the query itself); the reads of one turn share one snapshot instead, ended at the turn's check
// phase (setImmediate), or earlier by `end()` (before this connection writes, or once another one of this process
// committed something the next read must see). Another process's commits are seen from the next turn on.
import type Database from 'better-sqlite3';

export type TurnSnapshot = {
  /** Runs `read` inside this turn's snapshot (begun by the first read of the turn). */
  read<T>(read: () => T): T;
  /** Ends the snapshot now: the next read sees every commit made so far. */
  end(): void;
  /** Called with each snapshot's end (what was derived from it is no longer current). */
  onEnd(listener: () => void): void;
};

export const turnSnapshot = (db: Database.Database): TurnSnapshot => {
  const begin = db.prepare('BEGIN');
  const commit = db.prepare('COMMIT');
  const listeners: (() => void)[] = [];
  let open = false;
  const end = () => {
    if (!open) return;
    open = false;
    if (db.inTransaction) commit.run();
    for (const listener of listeners) listener();
  };
  return {
    read(read) {
      if (!open && !db.inTransaction) {
        begin.run();
        open = true;
        setImmediate(end);
      }
      return read();
    },
    end,
    onEnd: (listener) => void listeners.push(listener),
  };
};
