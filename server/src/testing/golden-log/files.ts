import { fileURLToPath } from 'node:url';

/** The golden log (generate.ts), its personal-data keys and the read models today's code builds from it. */
export const goldenLogFile = fileURLToPath(new URL('./golden-log.jsonl.gz', import.meta.url));
export const goldenKeysFile = fileURLToPath(new URL('./golden-keys.sqlite', import.meta.url));
export const goldenReadModelsFile = fileURLToPath(new URL('./golden-read-models.json', import.meta.url));
