import { describe, expect, it, vi } from 'vitest';
import { ManualClock } from '../../lib/clock.ts';
import { ContentService, type ContentQuery } from './content.service.ts';

/**
 * The content cache on its own: `build` and the content version are replaced, so each test says what
 * the content is and when it was written (`touch`, as the triggers of migration 0007 count a write).
 */
function serviceWith(content: () => unknown) {
  const clock = new ManualClock();
  const service = new ContentService(clock);
  const build = vi.spyOn(service, 'build').mockImplementation(async () => content());
  let writes = 0;
  const versionReads = vi.spyOn(service, 'contentVersion').mockImplementation(async () => writes);
  const touch = () => void (writes += 1);
  const get = () => service.get(null as never, 'home', 'locale=en', () => ({}) as ContentQuery);
  return { clock, service, build, versionReads, touch, get };
}

describe('content cache: peek (what the fast path may answer) and rebuilds', () => {
  it('peeks nothing before the first build, the answer while fresh, and nothing once stale with no rebuild running', async () => {
    const { clock, service, get } = serviceWith(() => ({ data: 1 }));
    expect(service.peek('home', 'locale=en')).toBeNull();
    const answer = await get();
    expect(service.peek('home', 'locale=en')).toBe(answer);
    expect(service.peek('home', 'locale=ka')).toBeNull();
    clock.advance(2_001);
    expect(service.peek('home', 'locale=en')).toBeNull();
  });

  it('peeks the stale answer while a rebuild runs (as get answers), and the rebuilt one after', async () => {
    let release!: () => void;
    let version = 1;
    const { clock, service, build, touch, get } = serviceWith(() => ({ data: version }));
    const first = await get();
    clock.advance(3_000);
    version = 2;
    touch();
    build.mockImplementationOnce(() => new Promise((resolve) => (release = () => resolve({ data: version }))));
    expect(await get()).toBe(first); // stale: answered at once, the rebuild starts
    expect(service.peek('home', 'locale=en')).toBe(first);
    release();
    await vi.waitFor(() => expect(service.peek('home', 'locale=en')).not.toBe(first));
    expect(JSON.parse(service.peek('home', 'locale=en')!.body.toString())).toEqual({ data: 2 });
  });

  it('keeps the answer (bytes and ETag) when a rebuild finds the content unchanged, and makes a new one when it changed', async () => {
    let version = 1;
    const { clock, touch, get } = serviceWith(() => ({ data: version }));
    const first = await get();
    clock.advance(60_000);
    touch(); // a write that did not change this answer
    const same = await get();
    expect(same).toBe(first);
    clock.advance(60_000);
    version = 2;
    touch();
    const changed = await get();
    expect(changed).not.toBe(first);
    expect(changed.etag).not.toBe(first.etag);
  });

  it('does not build again while the content version is unchanged: the answer lives another lifetime', async () => {
    const { clock, service, build, versionReads, touch, get } = serviceWith(() => ({ data: 1 }));
    const first = await get();
    expect(build).toHaveBeenCalledTimes(1);
    for (let i = 0; i < 5; i++) {
      clock.advance(2_500);
      expect(await get()).toBe(first); // stale: answered at once, the version read behind it
      await service.whenIdle();
      expect(service.peek('home', 'locale=en')).toBe(first); // fresh again
    }
    expect(build).toHaveBeenCalledTimes(1);
    expect(versionReads).toHaveBeenCalledTimes(6);
    touch();
    clock.advance(2_500);
    await get();
    await service.whenIdle();
    expect(build).toHaveBeenCalledTimes(2);
  });

  it('reads the version before it builds, so a write during a build is seen at the next check', async () => {
    let data = 1;
    const { clock, service, build, touch, get } = serviceWith(() => ({ data }));
    await get();
    clock.advance(2_500);
    touch();
    // The write lands while the build runs: the build may or may not hold it, so the answer is
    // labelled with the version read before it and is built again at the next check.
    build.mockImplementationOnce(async () => {
      data = 2;
      touch();
      return { data: 1 };
    });
    await get();
    await service.whenIdle();
    clock.advance(2_500);
    await get();
    await service.whenIdle();
    expect(build).toHaveBeenCalledTimes(3);
    expect(JSON.parse(service.peek('home', 'locale=en')!.body.toString())).toEqual({ data: 2 });
  });
});
