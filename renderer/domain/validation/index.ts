export * from './fields.ts';
export * from './limits.ts';
export * from './messages.ts';
export * from './password.ts';
