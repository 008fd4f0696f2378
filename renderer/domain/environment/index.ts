export * from './hosts.ts';
export * from './label.ts';
export * from './resolve.ts';
export type * from './types.ts';
