/** The fields of a Rollup log this filter reads. */
type RollupLog = { code?: string; id?: string; message: string };

/**
 * Rollup warnings that say nothing about our code (issue 39 item 28): zod 4 writes `@__PURE__` inside two
 * of its prose comments (`core/regexes.js`, `core/util.js`, explaining why a call is wrapped), and Rollup,
 * reading any comment that holds the word as a misplaced annotation, warns and drops the comment. The
 * code and its real annotations are untouched, so the bundle is the same with or without the warning.
 * Only that warning of zod's own files is silenced; every other one (of zod too) is still printed.
 */
export function isIgnoredWarning(log: Pick<RollupLog, 'code' | 'id' | 'message'>): boolean {
  return log.code === 'INVALID_ANNOTATION' && /[\\/]node_modules[\\/]zod[\\/]v4[\\/]/.test(log.id ?? '');
}
