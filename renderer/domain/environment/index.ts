export * from './hosts.ts';
export * from './resolve.ts';
export type * from './types.ts';
