import { pino, type Logger, type LevelWithSilent } from 'pino';

export type { Logger };

/** One pino logger per service or component; `name` shows on every line. */
export const createLogger = (name: string, level: LevelWithSilent = 'info'): Logger => pino({ name, level });
