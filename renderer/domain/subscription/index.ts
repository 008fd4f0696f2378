export * from './display.ts';
export * from './mapping.ts';
export * from './types.ts';
