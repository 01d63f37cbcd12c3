// Types of bench/servers.mjs for the TypeScript that uses it (apps/api/src/cli/bench-admin.ts).
import type { ChildProcess } from 'node:child_process';
import type { Client } from 'pg';

export interface StartedServer {
  base: string;
  stop(): Promise<void>;
}

export const pinned: boolean;
export function pinLoadGenerator(on: boolean): void;
export function freePort(): Promise<number>;
export function waitFor(url: string, child: ChildProcess, timeoutMs?: number): Promise<void>;
export function stopper(child: ChildProcess, cleanup?: () => void): () => Promise<void>;
export function benchServerUrl(): string;
export function describeServer(url: string): string;
export function withClient<T>(url: string, fn: (client: Client) => Promise<T>): Promise<T>;
export function createBenchDatabase(prefix: string): Promise<{ url: string; server: string; drop(): Promise<void> }>;
export function startStorefront(repo: string, options?: { pin?: boolean; databaseUrl?: string }): Promise<StartedServer>;
export function startHelloWorld(repo: string): Promise<StartedServer>;
export function startSameBytes(repo: string, sample: unknown): Promise<StartedServer>;
export function rawResponse(url: string, headers: Record<string, string>): Promise<unknown>;
