export * from './limits';
export * from './redis-limiter';
