export * from './accessState.ts';
export * from './afterAuth.ts';
export * from './context.ts';
export * from './decision.ts';
export * from './guards.ts';
export * from './indexRoute.ts';
export * from './paths.ts';
export * from './sessionSummary.ts';
