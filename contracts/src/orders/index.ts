export * from './steps';
export * from './totals';
export * from './events';
export * from './loyalty-balance';
export * from './commands';
export * from './streams';
export * from './read-models';
export * from './slots';
