import os from 'node:os';
import { hash, verify } from '@node-rs/argon2';

/** argon2id with m = 19 MiB, t = 2, p = 1 (the OWASP minimum the security baseline names). */
const OPTIONS = { algorithm: 2 /* Argon2id */, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/**
 * How many hashes run at once. argon2 runs on libuv's thread pool (off the main thread), but four
 * pool threads hashing on a two-core machine would take the main thread's core too, and a login
 * flood would then slow every other request. One hash per spare core keeps a core for the event loop
 * (issue 14: the content API's p99 during a flood of wrong passwords stays within 2× of quiet).
 */
export const HASH_CONCURRENCY = Math.max(1, os.availableParallelism() - 1);

let running = 0;
const waiting: (() => void)[] = [];

/** Runs `task` when a hashing slot is free; first come, first served. */
async function inSlot<T>(task: () => Promise<T>): Promise<T> {
  if (running >= HASH_CONCURRENCY) await new Promise<void>((resolve) => waiting.push(resolve));
  else running++;
  try {
    return await task();
  } finally {
    // The slot passes straight to the next waiter (running stays counted), or is freed.
    const next = waiting.shift();
    if (next) next();
    else running--;
  }
}

/** Hashes waiting for a slot and running now (for tests and the bench). */
export const hashingLoad = () => ({ running, waiting: waiting.length });

export const hashPassword = (password: string): Promise<string> => inSlot(() => hash(password, OPTIONS));

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await inSlot(() => verify(passwordHash, password));
  } catch {
    return false;
  }
}

/** A hash to verify against when the account does not exist, so timing does not reveal it. */
let dummy: Promise<string> | undefined;
export const dummyPasswordHash = (): Promise<string> => (dummy ??= hashPassword('not-a-real-password-Aa1!'));
