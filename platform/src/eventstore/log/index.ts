export * from './log-file';
export * from './export-log';
export * from './import-log';
