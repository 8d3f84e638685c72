export * from './file-type.ts';
