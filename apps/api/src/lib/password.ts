import os from 'node:os';
import { hash, verify } from '@node-rs/argon2';
import { dictionary } from '@zxcvbn-ts/language-common';

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

/** Leetspeak read back as letters; `1` may stand for `i` or `l`. */
const LEET: Record<string, string> = {
  '0': 'o',
  '1': 'i',
  '3': 'e',
  '4': 'a',
  '5': 's',
  '7': 't',
  '8': 'b',
  '9': 'g',
  '@': 'a',
  $: 's',
  '!': 'i',
  '|': 'l',
  '+': 't',
};
const unleet = (value: string, one: string): string => value.replace(/[0134578|9@$!+]/g, (c) => (c === '1' ? one : (LEET[c] ?? c)));

/**
 * The forms a password is looked up under: lower-cased; without symbols at its ends; without digits
 * and symbols at its ends (the word of "Welcome2024!"); each also with leetspeak read as letters.
 */
export function passwordCandidates(password: string): Set<string> {
  const lower = password.toLowerCase();
  const forms = [lower, lower.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, ''), lower.replace(/^[^\p{L}]+|[^\p{L}]+$/gu, '')];
  const out = new Set<string>();
  for (const form of forms) {
    if (!form) continue;
    out.add(form);
    out.add(unleet(form, 'i'));
    out.add(unleet(form, 'l'));
  }
  return out;
}

/** The dictionary of common passwords (zxcvbn-ts's, ranked by frequency, about 49,000), read on first use. */
let common: Set<string> | undefined;
const commonPasswords = (): Set<string> => (common ??= new Set(dictionary['passwords-common']));

/**
 * Decision 21, issue 25 item 12: a password that is, or is built on, a common one: itself, its word
 * with digits and symbols around it ("Summer2025!", "Admin2024!"), or its leetspeak ("Passw0rd1!").
 */
export function isCommonPassword(password: string): boolean {
  const list = commonPasswords();
  for (const candidate of passwordCandidates(password)) if (list.has(candidate)) return true;
  return false;
}
