import type { FastifyRequest } from 'fastify';
import type { App } from '../app-types.ts';
import type { SessionService, SessionUser } from '../modules/accounts/session.service.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, when the request carried a live session token. */
    user: SessionUser | null;
  }
}

const bearer = (request: FastifyRequest): string | null => {
  const header = request.headers.authorization;
  const match = header ? /^Bearer\s+(\S+)$/i.exec(header) : null;
  return match?.[1] ?? null;
};

/**
 * Reads the bearer token on every request and sets `request.user`. A rotated token goes back in the
 * `Authorization` response header (exposed to browsers). Who may call a route is decided by the
 * scope it is registered in (`scopes.ts`), never here.
 */
export function registerAuth(app: App, sessions: SessionService): void {
  app.decorateRequest('user', null);
  // Callback style, so a request without a token (every content and page request) pays no promise.
  app.addHook('onRequest', (request, reply, done) => {
    request.user = null;
    const token = bearer(request);
    if (!token) return done();
    sessions.resolve(token).then((resolved) => {
      if (resolved) {
        request.user = resolved.user;
        if (resolved.renewedToken) {
          reply.header('authorization', `Bearer ${resolved.renewedToken}`);
          reply.header('access-control-expose-headers', 'Authorization');
        }
      }
      done();
    }, done);
  });
}
