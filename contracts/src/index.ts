// The server's barrel: the zod-free core and the schemas. The client imports `@shop/contracts/core` or
// `@shop/contracts/schemas`, never this (eslint.config.js).
export * from './core';
export * from './schemas';
