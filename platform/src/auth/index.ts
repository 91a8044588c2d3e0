export * from './session';
export * from './cookie';
export * from './secrets';
export * from './email-hash';
export * from './password';
export * from './session-actor';
export * from './revocation';
