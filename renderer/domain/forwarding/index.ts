export * from './dial.ts';
export * from './guide.ts';
export * from './phoneChoice.ts';
export * from './search.ts';
