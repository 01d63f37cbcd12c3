import { describe, expect, it, vi } from 'vitest';
import { ManualClock } from '../../lib/clock.ts';
import { ContentService, type ContentQuery } from './content.service.ts';

/** The content cache on its own: `build` is replaced, so each test says what the content is. */
function serviceWith(content: () => unknown) {
  const clock = new ManualClock();
  const service = new ContentService(clock);
  const build = vi.spyOn(service, 'build').mockImplementation(async () => content());
  const get = () => service.get(null as never, 'home', 'locale=en', () => ({}) as ContentQuery);
  return { clock, service, build, get };
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
    const { clock, service, build, get } = serviceWith(() => ({ data: version }));
    const first = await get();
    clock.advance(3_000);
    version = 2;
    build.mockImplementationOnce(() => new Promise((resolve) => (release = () => resolve({ data: version }))));
    expect(await get()).toBe(first); // stale: answered at once, the rebuild starts
    expect(service.peek('home', 'locale=en')).toBe(first);
    release();
    await vi.waitFor(() => expect(service.peek('home', 'locale=en')).not.toBe(first));
    expect(JSON.parse(service.peek('home', 'locale=en')!.body.toString())).toEqual({ data: 2 });
  });

  it('keeps the answer (bytes and ETag) when a rebuild finds the content unchanged, and makes a new one when it changed', async () => {
    let version = 1;
    const { clock, get } = serviceWith(() => ({ data: version }));
    const first = await get();
    clock.advance(60_000);
    const same = await get();
    expect(same).toBe(first);
    clock.advance(60_000);
    version = 2;
    const changed = await get();
    expect(changed).not.toBe(first);
    expect(changed.etag).not.toBe(first.etag);
  });
});
