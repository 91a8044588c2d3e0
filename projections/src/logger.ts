// The part of a pino logger the projections use (platform's createLogger returns a pino logger).
type LogFn = (obj: Record<string, unknown>, msg?: string) => void;
export type Logger = { debug: LogFn; info: LogFn; warn: LogFn; error: LogFn };
