export * from './port';
export { createSqliteKeyStore } from './sqlite';
