export * from './codes.ts';
export * from './landlines.ts';
export * from './lists.ts';
export * from './plans.ts';
export * from './preferences.ts';
export * from './support.ts';
export * from './types.ts';
