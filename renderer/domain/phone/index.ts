export * from './phoneNumber.ts';
export * from './schema.ts';
