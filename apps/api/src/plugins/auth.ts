import type { FastifyReply, FastifyRequest } from 'fastify';
import type { App, AppDeps } from '../app.ts';
import { forbidden, unauthorized } from '../lib/errors.ts';
import { SessionService, type SessionUser } from '../modules/accounts/session.service.ts';

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
 * `Authorization` response header (exposed to browsers). Routes state what they need with
 * `requireUser` / `requireAdmin`; everything else is public.
 */
export async function registerAuth(app: App, deps: AppDeps): Promise<void> {
  const sessions = new SessionService(deps.database.db, deps.clock, deps.config);
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

/** The signed-in user, or a 401. */
export function requireUser(request: FastifyRequest): SessionUser {
  if (!request.user) throw unauthorized();
  return request.user;
}

/** Admin routes deny by default: a 401 without a session, a 403 for any role but ADMIN. */
export function requireAdmin(request: FastifyRequest): SessionUser {
  const user = requireUser(request);
  if (user.role !== 'ADMIN') throw forbidden();
  return user;
}

/** preHandler forms, for routes and whole route groups. */
export const userOnly = async (request: FastifyRequest, _reply: FastifyReply) => {
  requireUser(request);
};
export const adminOnly = async (request: FastifyRequest, _reply: FastifyReply) => {
  requireAdmin(request);
};
