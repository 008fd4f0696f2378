export * from './fields.ts';
export * from './messages.ts';
export * from './password.ts';
