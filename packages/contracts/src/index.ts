export * from './auth/schemas.ts';
export * from './candidates/index.ts';
export * from './contact/schemas.ts';
export * from './messages/index.ts';
export * from './projects/application-schemas.ts';
export * from './projects/derived.ts';
export * from './projects/project-schemas.ts';
