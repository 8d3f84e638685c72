export * from './range.ts';
export * from './schemas.ts';
