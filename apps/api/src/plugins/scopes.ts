import type { FastifyRequest } from 'fastify';
import type { App, AppDeps } from '../app-types.ts';
import { forbidden, unauthorized } from '../lib/errors.ts';
import type { SessionUser } from '../modules/accounts/session.service.ts';

/**
 * Access by scope, deny by default: every route is registered in one of three scopes, and the
 * scope's hook, not the handler, checks the caller. A route module names the scopes it uses, and
 * declares the services its routes use (`S`): the composition root hands it those and no others.
 */
export interface RouteModule<S> {
  /** Anyone, with or without a session (`request.user` may be set). */
  public?: (scope: App, services: S, deps: AppDeps) => Promise<void> | void;
  /** A live session of any role: 401 otherwise. */
  signedIn?: (scope: App, services: S, deps: AppDeps) => Promise<void> | void;
  /** Staff: 401 without a session, 403 for any role but ADMIN. */
  admin?: (scope: App, services: S, deps: AppDeps) => Promise<void> | void;
}

/** The services of a route module that uses none. */
export type NoServices = Record<string, never>;

/** A route module given its services (`withServices`): what `registerScopes` registers. */
export type ScopedRoutes = { [K in Scope]?: (scope: App, deps: AppDeps) => Promise<void> | void };

export type Scope = 'public' | 'signedIn' | 'admin';

/**
 * The signed-in user of a request in the signed-in or admin scope (whose hook has already
 * answered 401 without one); a handler never checks access itself.
 */
export function signedInUser(request: FastifyRequest): SessionUser {
  if (!request.user) throw unauthorized();
  return request.user;
}

const guards: Record<Exclude<Scope, 'public'>, (request: FastifyRequest) => void> = {
  signedIn: (request) => {
    if (!request.user) throw unauthorized();
  },
  admin: (request) => {
    if (!request.user) throw unauthorized();
    if (request.user.role !== 'ADMIN') throw forbidden();
  },
};

const SCOPES = ['public', 'signedIn', 'admin'] as const;

/**
 * A route module with the services it declared, exactly: the composition root passes them, and an
 * extra or a missing one does not compile (`NoInfer`: `S` is the module's, not the object's).
 */
export function withServices<S>(module: RouteModule<S>, services: NoInfer<S>): ScopedRoutes {
  const routes: ScopedRoutes = {};
  for (const scope of SCOPES) {
    const register = module[scope];
    if (register) routes[scope] = (child, deps) => register(child, services, deps);
  }
  return routes;
}

/** Registers the modules' routes in their scopes: public, signed-in, and admin. */
export async function registerScopes(app: App, modules: readonly ScopedRoutes[], deps: AppDeps): Promise<void> {
  for (const scope of SCOPES) {
    await app.register(async (child) => {
      if (scope !== 'public') {
        const guard = guards[scope];
        // Personal and staff answers are never stored by a browser or a proxy (issue 25 item 15),
        // refusals included; set here, before the guard, so no route has to remember it.
        child.addHook('onRequest', async (request, reply) => {
          reply.header('cache-control', 'no-store');
          guard(request);
        });
        // The OpenAPI document shows which routes need a token.
        child.addHook('onRoute', (route) => {
          route.schema = { ...route.schema, security: [{ bearer: [] }] };
        });
      }
      for (const module of modules) await module[scope]?.(child, deps);
    });
  }
}
