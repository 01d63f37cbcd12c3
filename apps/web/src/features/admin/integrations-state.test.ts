import { describe, expect, it } from 'vitest';
import { INITIAL_LOG_STATE, logStateFromSearch, searchOfLogState, shownEndpointId } from './integrations-state';

describe('the integrations page’s address holds whose delivery log is shown', () => {
  it('reads the endpoint, a status and a page (shown from 1), and writes them back the same', () => {
    const state = logStateFromSearch('?endpoint=12&status=FAILED&page=3');
    expect(state).toEqual({ endpointId: 12, status: 'FAILED', page: 2 });
    expect(searchOfLogState(state)).toBe('?endpoint=12&status=FAILED&page=3');
    expect(searchOfLogState({ endpointId: 4, status: '', page: 0 })).toBe('?endpoint=4');
    expect(searchOfLogState(INITIAL_LOG_STATE)).toBe('');
  });

  it('ignores what is not its own: no endpoint, a bad id, an unknown status, a page that is no number', () => {
    expect(logStateFromSearch('')).toBe(INITIAL_LOG_STATE);
    expect(logStateFromSearch('?endpoint=0&status=FAILED')).toBe(INITIAL_LOG_STATE);
    expect(logStateFromSearch('?endpoint=x')).toBe(INITIAL_LOG_STATE);
    expect(logStateFromSearch('?endpoint=5&status=LOST&page=-2')).toEqual({ endpointId: 5, status: '', page: 0 });
  });

  it('shows the address’s endpoint while it is listed, else the first one, else none', () => {
    expect(shownEndpointId({ ...INITIAL_LOG_STATE, endpointId: 3 }, [1, 3])).toBe(3);
    expect(shownEndpointId({ ...INITIAL_LOG_STATE, endpointId: 9 }, [1, 3])).toBe(1);
    expect(shownEndpointId(INITIAL_LOG_STATE, [])).toBeNull();
  });
});
