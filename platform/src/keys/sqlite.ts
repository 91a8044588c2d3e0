// The key store in its own SQLite file (`${DATA_DIR}/keys.sqlite`, WAL), apart from the event log.
// secure_delete overwrites a destroyed key's bytes, and a WAL checkpoint after each destroy keeps no old copy
// in the log file.
import { randomBytes } from 'node:crypto';
import { resolve } from 'node:path';
import Database from 'better-sqlite3';
import { turnSnapshot, type TurnSnapshot } from '../sqlite/turn-snapshot';
import { KeyDestroyed, type KeyStore } from './port';

const schema = `
CREATE TABLE IF NOT EXISTS personal_keys (
  owner_id     TEXT PRIMARY KEY,
  key          BLOB,
  created      INTEGER NOT NULL,
  destroyed    INTEGER
)`;

type Row = { key: Buffer | null; destroyed: number | null };

// The key stores of this process on one file: a destroy ends the read transaction of each, so none of them reads the
// destroyed key again, even in the turn that destroyed it.
const snapshotsByFile = new Map<string, Set<TurnSnapshot>>();

export function createSqliteKeyStore(opts: { file: string; now?: () => Date }): KeyStore {
  const file = opts.file === ':memory:' ? opts.file : resolve(opts.file);
  const db = new Database(file);
  const now = opts.now ?? (() => new Date());
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = FULL');
  db.pragma('secure_delete = ON');
  db.pragma('busy_timeout = 5000');
  db.exec(schema);
  const select = db.prepare<[string], Row>('SELECT key, destroyed FROM personal_keys WHERE owner_id = ?');
  const insert = db.prepare('INSERT OR IGNORE INTO personal_keys (owner_id, key, created) VALUES (?, ?, ?)');
  const shred = db.prepare(
    `INSERT INTO personal_keys (owner_id, key, created, destroyed) VALUES (@owner, NULL, @at, @at)
     ON CONFLICT (owner_id) DO UPDATE SET key = NULL, destroyed = COALESCE(destroyed, @at)`,
  );
  // Keys are read on every encrypted field (one turn reads several): one read transaction per turn. A write on this
  // connection ends it first, so it runs in its own transaction and the next read sees it.
  const snapshot = turnSnapshot(db);
  const onFile = snapshotsByFile.get(file) ?? new Set<TurnSnapshot>();
  snapshotsByFile.set(file, onFile.add(snapshot));
  const read = (ownerId: string) => snapshot.read(() => select.get(ownerId));
  const getOrCreate = db.transaction((ownerId: string): Buffer => {
    insert.run(ownerId, randomBytes(32), now().getTime());
    const row = select.get(ownerId)!;
    if (row.destroyed !== null || !row.key) throw new KeyDestroyed(ownerId);
    return row.key;
  });

  return {
    getOrCreate: async (ownerId) => {
      // Every append of an event with personal fields asks for the owner's key: an existing one is read without
      // taking the write lock (a destroyed one still throws); only a first use runs the creating transaction.
      const row = read(ownerId);
      if (row?.key && row.destroyed === null) return row.key;
      snapshot.end();
      return getOrCreate.immediate(ownerId);
    },
    get: async (ownerId) => read(ownerId)?.key ?? null,
    destroy: async (ownerId) => {
      snapshot.end();
      shred.run({ owner: ownerId, at: now().getTime() });
      for (const other of onFile) other.end(); // a reader's snapshot would keep the checkpoint from emptying the WAL
      db.pragma('wal_checkpoint(TRUNCATE)');
    },
    close: async () => {
      snapshot.end();
      onFile.delete(snapshot);
      if (db.open) db.close();
    },
  };
}
