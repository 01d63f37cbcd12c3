import { createRequire } from 'node:module';
import os from 'node:os';
import { Worker } from 'node:worker_threads';
import { dictionary } from '@zxcvbn-ts/language-common';

/** argon2id with m = 19 MiB, t = 2, p = 1 (the OWASP minimum the security baseline names). */
const OPTIONS = { algorithm: 2 /* Argon2id */, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/**
 * How many hashes run at once: one per spare core, so a core stays for the event loop (issue 14:
 * the content API's p99 during a flood of wrong passwords stays within 2× of quiet).
 */
export const HASH_CONCURRENCY = Math.max(1, os.availableParallelism() - 1);

/**
 * The nice value of the hashing threads: the lowest priority. A spare core is not enough on a
 * machine that also runs the database and other processes (two cores here): a hash then took the
 * event loop's core from it for its 10 ms, and the content API's p99 during a login flood rose from
 * 1-2 ms to 7-8 ms. At nice 19 the scheduler runs a hash only when nothing else wants the core, so a
 * flood of logins waits for CPU instead of the shop's other answers (ADR 038).
 */
export const HASHING_NICE = 19;

/**
 * Each hashing thread: argon2 (@node-rs/argon2, resolved by the main thread) called synchronously on
 * the thread itself, whose nice value it lowers first (on Linux a thread's nice value is its own).
 */
const THREAD_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const os = require('node:os');
const argon2 = require(workerData.argon2);
let nice = null;
try { os.setPriority(workerData.nice); nice = os.getPriority(); } catch {}
parentPort.on('message', ({ op, password, hash, options }) => {
  try {
    if (op === 'nice') parentPort.postMessage({ value: nice });
    else parentPort.postMessage({ value: op === 'hash' ? argon2.hashSync(password, options) : argon2.verifySync(hash, password) });
  } catch (error) {
    parentPort.postMessage({ error: String((error && error.message) || error) });
  }
});`;

type Job = { op: 'hash'; password: string; options: typeof OPTIONS } | { op: 'verify'; hash: string; password: string } | { op: 'nice' };

/** A hashing thread doing one job at a time (the slots below make sure of it). */
class HashingThread {
  private readonly worker = new Worker(THREAD_SOURCE, {
    eval: true,
    workerData: { argon2: createRequire(import.meta.url).resolve('@node-rs/argon2'), nice: HASHING_NICE },
  });
  constructor() {
    // Idle, it keeps no process alive (a CLI exits when done); while it works, it does.
    this.worker.unref();
  }
  run<T>(job: Job): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      this.worker.ref();
      const done = () => {
        this.worker.off('message', onMessage);
        this.worker.off('error', onError);
        this.worker.unref();
      };
      const onMessage = (answer: { value?: T; error?: string }) => {
        done();
        if (answer.error !== undefined) reject(new Error(answer.error));
        else resolve(answer.value as T);
      };
      const onError = (error: Error) => {
        done();
        threads.splice(threads.indexOf(this), 1);
        reject(error);
      };
      this.worker.on('message', onMessage);
      this.worker.once('error', onError);
      this.worker.postMessage(job);
    });
  }
}

/** Threads not working now; started when first needed, at most HASH_CONCURRENCY of them. */
const threads: HashingThread[] = [];
const idle: HashingThread[] = [];

let running = 0;
const waiting: (() => void)[] = [];

/** Runs `job` on a hashing thread when a slot is free; first come, first served. */
async function inSlot<T>(job: Job): Promise<T> {
  if (running >= HASH_CONCURRENCY) await new Promise<void>((resolve) => waiting.push(resolve));
  else running++;
  let thread = idle.pop();
  if (!thread) {
    thread = new HashingThread();
    threads.push(thread);
  }
  try {
    return await thread.run<T>(job);
  } finally {
    if (threads.includes(thread)) idle.push(thread);
    // The slot passes straight to the next waiter (running stays counted), or is freed.
    const next = waiting.shift();
    if (next) next();
    else running--;
  }
}

/** Hashes waiting for a slot and running now (for tests and the bench). */
export const hashingLoad = () => ({ running, waiting: waiting.length });

/** The nice value a hashing thread runs at (null where the system would not set it). */
export const hashingThreadNice = (): Promise<number | null> => inSlot({ op: 'nice' });

export const hashPassword = (password: string): Promise<string> => inSlot({ op: 'hash', password, options: OPTIONS });

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await inSlot<boolean>({ op: 'verify', hash: passwordHash, password });
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
