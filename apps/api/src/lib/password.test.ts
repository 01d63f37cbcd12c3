import os from 'node:os';
import { describe, expect, it } from 'vitest';
import { dictionary } from '@zxcvbn-ts/language-common';
import {
  HASH_CONCURRENCY,
  HASHING_NICE,
  hashingLoad,
  hashingThreadNice,
  hashPassword,
  isCommonPassword,
  passwordCandidates,
  verifyPassword,
} from './password.ts';
import { ISSUE_25_COMMON_PASSWORDS } from '../test/common-passwords.ts';

describe('password hashing', () => {
  it('verifies the right password and refuses a wrong one or a malformed hash', async () => {
    const stored = await hashPassword('Right#Password1');
    expect(stored).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword(stored, 'Right#Password1')).toBe(true);
    expect(await verifyPassword(stored, 'Wrong#Password1')).toBe(false);
    expect(await verifyPassword('not-a-hash', 'Right#Password1')).toBe(false);
  });

  it('hashes on threads of the lowest priority, so a login flood waits for CPU instead of the other answers (ADR 038)', async () => {
    expect(HASHING_NICE).toBe(19);
    // Linux gives each thread its own nice value; the process itself keeps its own.
    expect(await hashingThreadNice()).toBe(HASHING_NICE);
    expect(os.getPriority()).not.toBe(HASHING_NICE);
  });

  it('runs at most one hash per spare core at a time, queues the rest and answers each in turn', async () => {
    const stored = await hashPassword('Right#Password1');
    const count = HASH_CONCURRENCY + 4;
    let peakRunning = 0;
    let peakWaiting = 0;
    const sample = setInterval(() => {
      const load = hashingLoad();
      peakRunning = Math.max(peakRunning, load.running);
      peakWaiting = Math.max(peakWaiting, load.waiting);
    }, 1);
    const results = await Promise.all(
      Array.from({ length: count }, (_, i) => verifyPassword(stored, i % 2 === 0 ? 'Right#Password1' : 'Wrong#Password1')),
    );
    clearInterval(sample);
    expect(results).toEqual(Array.from({ length: count }, (_, i) => i % 2 === 0));
    expect(peakRunning).toBe(HASH_CONCURRENCY);
    expect(peakWaiting).toBeGreaterThan(0);
    // Every slot is given back, also after a failure (a malformed hash).
    await verifyPassword('not-a-hash', 'x');
    expect(hashingLoad()).toEqual({ running: 0, waiting: 0 });
  });
});

describe('common passwords (decision 21, issue 25 item 12)', () => {
  it('issue 25 item 12: refuses the nine passwords of the issue, built on common words with a year, digits, symbols or leetspeak', () => {
    for (const password of ISSUE_25_COMMON_PASSWORDS) {
      expect(isCommonPassword(password), password).toBe(true);
    }
  });

  it('issue 25 item 12: refuses each of the 10,000 most common passwords of the dictionary, in any case', () => {
    const top = dictionary['passwords-common'].slice(0, 10_000);
    expect(top).toHaveLength(10_000);
    expect(top.filter((p) => !isCommonPassword(p))).toEqual([]);
    expect(top.slice(0, 500).filter((p) => !isCommonPassword(p.toUpperCase()))).toEqual([]);
  });

  it('issue 25 item 12: lets strong passwords and passphrases through, Georgian-style ones too', () => {
    for (const password of [
      'Strong#Pass42',
      'Correct#Horse9',
      'Mtsvane-Kalaki-7!',
      'Sakartvelo#Mtebi42',
      'Tbilisi_Zgva_2025!',
      'Gamarjoba-Megobaro9!',
      'Kartuli!Ena42',
      'Khachapuri&Lobio-3',
    ]) {
      expect(isCommonPassword(password), password).toBe(false);
    }
  });

  it('looks a password up lower-cased, without the digits and symbols at its ends, and with leetspeak read as letters', () => {
    expect([...passwordCandidates('Passw0rd1!')]).toEqual(expect.arrayContaining(['passw0rd1!', 'passw0rd1', 'passw0rd', 'password']));
    expect([...passwordCandidates('Abcd1234!')]).toEqual(expect.arrayContaining(['abcd1234', 'abcd']));
  });
});
