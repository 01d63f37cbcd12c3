import type { FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  changePasswordRequestSchema,
  emptyResponseSchema,
  errorBodySchema,
  languageRequestSchema,
  loginRequestSchema,
  registerRequestSchema,
  resetKeyResponseSchema,
  resetPasswordOtpRequestSchema,
  resetPasswordRequestSchema,
  updateUserRequestSchema,
  userInfoResponseSchema,
  usernameRequestSchema,
  verifyRequestSchema,
} from '@orioni/contracts';
import type { App } from '../../app-types.ts';
import { signedInUser, type RouteModule } from '../../plugins/scopes.ts';
import type { AccountsService, PasswordResetService, RequestMeta } from './accounts.service.ts';
import { readDeviceCookie } from './device-cookie.ts';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 409: errorBodySchema, 429: errorBodySchema };
const meta = (request: FastifyRequest): RequestMeta => ({
  ip: request.ip,
  userAgent: request.headers['user-agent'],
  deviceCookie: readDeviceCookie(request.headers.cookie),
});

const tags = ['accounts'];

/** The services these routes use; the composition root passes exactly these. */
export interface AccountsRouteServices {
  accounts: AccountsService;
  passwordReset: PasswordResetService;
}

/** Routes of the accounts capability (spec section 7, `user/*`): `user/public/*` for anyone, the rest signed in. Rules live in AccountsService. */
export const accountsRoutes: RouteModule<AccountsRouteServices> = { public: accountsPublicRoutes, signedIn: accountsUserRoutes };

function accountsPublicRoutes(scope: App, { accounts: service, passwordReset }: AccountsRouteServices): void {
  const app = scope.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/api/user/public/register',
    {
      schema: {
        tags,
        summary: 'Register a personal or company customer',
        body: registerRequestSchema,
        response: { 200: emptyResponseSchema, ...errors },
      },
    },
    async (request) => {
      await service.register(request.body, meta(request));
      return { data: null };
    },
  );

  app.post(
    '/api/user/public/send-verification',
    {
      schema: {
        tags,
        summary: 'Resend the verification e-mail (once every 30 s)',
        body: usernameRequestSchema,
        response: { 200: emptyResponseSchema, ...errors },
      },
    },
    async (request) => {
      await service.sendVerification(request.body.username, meta(request));
      return { data: null };
    },
  );

  app.post(
    '/api/user/public/verify',
    {
      schema: {
        tags,
        summary: 'Verify the e-mail with the code of the link',
        body: verifyRequestSchema,
        response: { 200: emptyResponseSchema, ...errors },
      },
    },
    async (request) => {
      await service.verify(request.body.verificationCode);
      return { data: null };
    },
  );

  app.post(
    '/api/user/public/login',
    {
      schema: {
        tags,
        summary: 'Log in; the session token comes back in the Authorization response header',
        body: loginRequestSchema,
        response: { 200: userInfoResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { token, user, deviceCookie } = await service.login(request.body.username, request.body.password, meta(request));
      reply
        .header('authorization', `Bearer ${token}`)
        .header('set-cookie', deviceCookie)
        .header('access-control-expose-headers', 'Authorization')
        .header('cache-control', 'no-store');
      return { data: user };
    },
  );

  app.post(
    '/api/user/public/reset-password-request',
    {
      schema: {
        tags,
        summary: 'Send a reset code; the same answer whether or not the account exists',
        body: usernameRequestSchema,
        response: { 200: emptyResponseSchema, ...errors },
      },
    },
    async (request) => {
      await passwordReset.requestPasswordReset(request.body.username, meta(request));
      return { data: null };
    },
  );

  app.post(
    '/api/user/public/reset-password-otp',
    {
      schema: {
        tags,
        summary: 'Check a reset code; returns a one-time reset key',
        body: resetPasswordOtpRequestSchema,
        response: { 200: resetKeyResponseSchema, ...errors },
      },
    },
    async (request) => {
      const resetKey = await passwordReset.checkResetOtp(request.body.username, request.body.otp, meta(request));
      return { data: { resetKey } };
    },
  );

  app.post(
    '/api/user/public/reset-password',
    {
      schema: {
        tags,
        summary: 'Set a new password with a reset key; every session ends',
        body: resetPasswordRequestSchema,
        response: { 200: emptyResponseSchema, ...errors },
      },
    },
    async (request) => {
      await passwordReset.resetPassword(request.body.username, request.body.resetKey, request.body.newPassword, meta(request));
      return { data: null };
    },
  );
}

function accountsUserRoutes(scope: App, { accounts: service }: AccountsRouteServices): void {
  const app = scope.withTypeProvider<ZodTypeProvider>();

  app.put(
    '/api/user/logout',
    { schema: { tags, summary: 'End this session', response: { 200: emptyResponseSchema, ...errors } } },
    async (request) => {
      const user = signedInUser(request);
      await service.logout(user.sessionId);
      return { data: null };
    },
  );

  app.get(
    '/api/user',
    { schema: { tags, summary: 'The signed-in user', response: { 200: userInfoResponseSchema, ...errors } } },
    async (request) => {
      // No `cache-control` here: the signed-in scope sets no-store on every answer (plugins/scopes.ts).
      const user = signedInUser(request);
      return { data: await service.getUser(user.id) };
    },
  );

  app.put(
    '/api/user',
    {
      schema: {
        tags,
        summary: 'Update the profile (fields of the customer type; a stored ID cannot change)',

        body: updateUserRequestSchema,
        response: { 200: userInfoResponseSchema, ...errors },
      },
    },
    async (request) => {
      const user = signedInUser(request);
      return { data: await service.updateProfile(user.id, request.body) };
    },
  );

  app.put(
    '/api/user/password',
    {
      schema: {
        tags,
        summary: 'Change the password; other sessions end',

        body: changePasswordRequestSchema,
        response: { 200: emptyResponseSchema, ...errors },
      },
    },
    async (request) => {
      const user = signedInUser(request);
      await service.changePassword(user.id, user.sessionId, request.body.oldPassword, request.body.newPassword, meta(request));
      return { data: null };
    },
  );

  app.put(
    '/api/user/language',
    {
      schema: {
        tags,
        summary: 'Set the language of e-mails',

        body: languageRequestSchema,
        response: { 200: emptyResponseSchema, ...errors },
      },
    },
    async (request) => {
      const user = signedInUser(request);
      await service.setLanguage(user.id, request.body.language);
      return { data: null };
    },
  );
}
