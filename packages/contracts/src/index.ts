export * from './auth/schemas.ts';
export * from './messages/index.ts';
