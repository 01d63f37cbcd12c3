import { describe, expect, it } from 'vitest';
import { focusIsOnLanding } from './focus-landing';

/** Just enough of an element for the check: whether it is in the page, its tag, its tabindex, and what it holds. */
function element(tagName: string, attributes: Record<string, string> = {}, children: object[] = [], isConnected = true) {
  return {
    tagName,
    isConnected,
    getAttribute: (name: string) => attributes[name] ?? null,
    contains: (other: object) => children.includes(other),
  } as unknown as HTMLElement;
}

describe('where arriving on a page left focus (the receipt reached by a link, issue 32 item 11)', () => {
  const heading = element('H1', { tabindex: '-1' });
  const ownHeading = element('H1');
  const button = element('BUTTON');
  const main = element('MAIN', {}, [heading, ownHeading, button]);
  const body = element('BODY', {}, [main]);

  it('lost focus, <main> and the heading arriving focused are landings: the page may move focus on', () => {
    expect(focusIsOnLanding(null, main, body)).toBe(true);
    expect(focusIsOnLanding(body, main, body)).toBe(true);
    expect(focusIsOnLanding(element('BUTTON', {}, [], false), main, body)).toBe(true);
    expect(focusIsOnLanding(main, main, body)).toBe(true);
    expect(focusIsOnLanding(heading, main, body)).toBe(true);
  });

  it('focus the customer put on a control, or on a heading nobody made focusable, stays theirs', () => {
    expect(focusIsOnLanding(button, main, body)).toBe(false);
    expect(focusIsOnLanding(ownHeading, main, body)).toBe(false);
    expect(focusIsOnLanding(element('H1', { tabindex: '-1' }), main, body)).toBe(false);
    expect(focusIsOnLanding(button, null, body)).toBe(false);
  });
});
