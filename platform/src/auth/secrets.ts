// The signing secret of sessions and the HMAC secret of e-mail stream names. From the environment when set;
// otherwise generated once and kept in `${DATA_DIR}/secrets.json` (mode 0600) so restarts keep sessions.
import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';

export type Secrets = { jwtSecret: string; emailHashSecret: string };

const stored = z.object({ jwtSecret: z.string().min(32), emailHashSecret: z.string().min(32) });

export function loadSecrets(
  dataDir: string,
  fromEnv: { JWT_SECRET?: string; EMAIL_HASH_SECRET?: string } = {},
): Secrets {
  if (fromEnv.JWT_SECRET && fromEnv.EMAIL_HASH_SECRET) {
    return { jwtSecret: fromEnv.JWT_SECRET, emailHashSecret: fromEnv.EMAIL_HASH_SECRET };
  }
  const file = join(dataDir, 'secrets.json');
  let secrets: Secrets;
  if (existsSync(file)) {
    secrets = stored.parse(JSON.parse(readFileSync(file, 'utf8')));
  } else {
    mkdirSync(dataDir, { recursive: true });
    secrets = {
      jwtSecret: randomBytes(48).toString('base64url'),
      emailHashSecret: randomBytes(48).toString('base64url'),
    };
    // 'wx': two processes starting together cannot both write; the loser reads the winner's file.
    try {
      writeFileSync(file, JSON.stringify(secrets, null, 2), { mode: 0o600, flag: 'wx' });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      secrets = stored.parse(JSON.parse(readFileSync(file, 'utf8')));
    }
    chmodSync(file, 0o600);
  }
  return {
    jwtSecret: fromEnv.JWT_SECRET ?? secrets.jwtSecret,
    emailHashSecret: fromEnv.EMAIL_HASH_SECRET ?? secrets.emailHashSecret,
  };
}
