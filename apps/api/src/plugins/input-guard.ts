import type { FastifyInstance } from 'fastify';
import { AppError } from '../lib/errors.ts';

/** Whether a parsed body holds a NUL character in any string or key (iterative: a body may nest 10,000 levels). */
export function containsNul(value: unknown): boolean {
  const stack: unknown[] = [value];
  while (stack.length > 0) {
    const item = stack.pop();
    if (typeof item === 'string') {
      if (item.includes('\0')) return true;
    } else if (Array.isArray(item)) {
      for (const element of item) stack.push(element);
    } else if (item !== null && typeof item === 'object') {
      for (const [key, element] of Object.entries(item)) {
        if (key.includes('\0')) return true;
        stack.push(element);
      }
    }
  }
  return false;
}

/**
 * Text with a NUL character is refused before any handler runs: PostgreSQL cannot store or compare
 * it (`invalid byte sequence for encoding "UTF8": 0x00`), so a search, a name or an address with
 * one would otherwise end in a 500 halfway through a handler (the fuzzing test found it in the
 * outbox, the demo request, the purchase history and the admin filters). One rule for every route
 * rather than one refinement per text field; the query and path are checked in their raw form.
 */
export function registerInputGuard(app: FastifyInstance): void {
  app.addHook('preValidation', (request, _reply, done) => {
    const url = request.url;
    if (url.includes('%00') || url.includes('\0') || (request.body !== undefined && containsNul(request.body))) {
      return done(new AppError('BAD_REQUEST', { message: 'The request contains a NUL character' }));
    }
    done();
  });
}
