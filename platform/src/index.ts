// The public API of @shop/platform. The conformance suite (./eventstore/conformance) is for tests only.
export * from './eventstore/index';
export * from './config';
export * from './logger';
export * from './redis';
export * from './http/problem';
export * from './auth/index';
export * from './keys/index';
export * from './eventstore/pii';
export * from './rate-limit/index';
