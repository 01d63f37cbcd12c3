export * from './enums.ts';
export * from './error-keys.ts';
export * from './money.ts';
export * from './dates.ts';
export * from './pagination.ts';
export * from './validation.ts';
export * from './api.ts';
export * from './entities.ts';
