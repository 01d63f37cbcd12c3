import { describe, expect, it } from 'vitest';
import { isIgnoredWarning } from './build-warnings';

describe("issue 39 item 28: the build's Rollup warnings", () => {
  it("silences only the misplaced-annotation warning of zod 4's own prose comments", () => {
    const zod = '/work/node_modules/zod/v4/core/regexes.js';
    expect(isIgnoredWarning({ code: 'INVALID_ANNOTATION', id: zod, message: 'A comment … contains an annotation' })).toBe(true);
    expect(isIgnoredWarning({ code: 'INVALID_ANNOTATION', id: 'C:\\w\\node_modules\\zod\\v4\\core\\util.js', message: '' })).toBe(true);
    // The same warning in our code or another package, and any other warning of zod, is printed.
    expect(isIgnoredWarning({ code: 'INVALID_ANNOTATION', id: '/work/apps/web/src/main.tsx', message: '' })).toBe(false);
    expect(isIgnoredWarning({ code: 'INVALID_ANNOTATION', id: '/work/node_modules/react/index.js', message: '' })).toBe(false);
    expect(isIgnoredWarning({ code: 'CIRCULAR_DEPENDENCY', id: zod, message: '' })).toBe(false);
    expect(isIgnoredWarning({ code: 'INVALID_ANNOTATION', id: undefined, message: '' })).toBe(false);
  });
});
