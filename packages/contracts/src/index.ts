export * from './auth/schemas.ts';
export * from './contact/schemas.ts';
export * from './messages/index.ts';
