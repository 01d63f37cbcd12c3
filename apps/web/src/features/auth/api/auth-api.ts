import type { Language, UpdateUserRequest } from '@orioni/contracts';
import { answer, api, ApiError, takeRenewedToken } from '@/lib/api-client';
import type { paths } from '@/lib/api-schema.gen';

/** The registration body as the API declares it. */
export type RegisterBody = paths['/api/user/public/register']['post']['requestBody']['content']['application/json'];

/** The `user/*` calls of spec section 7 used by the modal and the profile page, typed from the OpenAPI document. */
export const authApi = {
  register: (body: RegisterBody) => answer(api.POST('/api/user/public/register', { body })),
  sendVerification: (username: string) => answer(api.POST('/api/user/public/send-verification', { body: { username } })),
  verify: (verificationCode: string) => answer(api.POST('/api/user/public/verify', { body: { verificationCode } })),
  resetRequest: (username: string) => answer(api.POST('/api/user/public/reset-password-request', { body: { username } })),
  resetOtp: (username: string, otp: string) => answer(api.POST('/api/user/public/reset-password-otp', { body: { username, otp } })),
  resetPassword: (body: { username: string; resetKey: string; newPassword: string }) =>
    answer(api.POST('/api/user/public/reset-password', { body })),
  setLanguage: (language: Language) => answer(api.PUT('/api/user/language', { body: { language } })),
  updateUser: (body: UpdateUserRequest) => answer(api.PUT('/api/user', { body })),
  changePassword: (body: { oldPassword: string; newPassword: string }) => answer(api.PUT('/api/user/password', { body })),

  /** Login answers the token in the Authorization header and the user in the body. */
  async login(username: string, password: string) {
    let response: Response | undefined;
    const user = await answer(
      api.POST('/api/user/public/login', { body: { username, password } }).then((settled) => {
        response = settled.response;
        return settled;
      }),
    );
    const token = response ? takeRenewedToken(response) : null;
    if (!token) throw new ApiError(500, null);
    return { token, user };
  },
};
