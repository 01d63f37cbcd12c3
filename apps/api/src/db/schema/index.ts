export * from './accounts.ts';
export * from './bog.ts';
export * from './catalog.ts';
export * from './commerce.ts';
export * from './platform.ts';
