// Every table, for drizzle-kit, the database client, the seed and the tools. A module imports only
// its own schema file (ADR 028; architecture.test.ts checks it).
export * from './accounts.ts';
export * from './admin.ts';
export * from './bog.ts';
export * from './cart.ts';
export * from './content.ts';
export * from './demo.ts';
export * from './documents.ts';
export * from './events.ts';
export * from './ledger.ts';
export * from './mail.ts';
export * from './payments.ts';
export * from './platform.ts';
export * from './subscriptions.ts';
export * from './taxes.ts';
export * from './webhooks.ts';
