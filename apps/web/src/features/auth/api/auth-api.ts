import type { Language, RegisterRequest, UpdateUserRequest, UserInfo } from '@orioni/contracts';
import { API_BASE, ApiError, apiData, takeRenewedToken } from '@/lib/api-client';

/** The `user/*` calls of spec section 7 used by the modal and the profile page. */
export const authApi = {
  register: (body: RegisterRequest) => apiData<null>('user/public/register', { method: 'POST', body }),
  sendVerification: (username: string) => apiData<null>('user/public/send-verification', { method: 'POST', body: { username } }),
  verify: (verificationCode: string) => apiData<null>('user/public/verify', { method: 'POST', body: { verificationCode } }),
  resetRequest: (username: string) => apiData<null>('user/public/reset-password-request', { method: 'POST', body: { username } }),
  resetOtp: (username: string, otp: string) =>
    apiData<{ resetKey: string }>('user/public/reset-password-otp', { method: 'POST', body: { username, otp } }),
  resetPassword: (body: { username: string; resetKey: string; newPassword: string }) =>
    apiData<null>('user/public/reset-password', { method: 'POST', body }),
  setLanguage: (language: Language) => apiData<null>('user/language', { method: 'PUT', body: { language } }),
  updateUser: (body: UpdateUserRequest) => apiData<UserInfo>('user', { method: 'PUT', body }),
  changePassword: (body: { oldPassword: string; newPassword: string }) => apiData<null>('user/password', { method: 'PUT', body }),

  /** Login answers the token in the Authorization header and the user in the body. */
  async login(username: string, password: string): Promise<{ token: string; user: UserInfo }> {
    let response: Response;
    try {
      response = await fetch(`${API_BASE}/user/public/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({ username, password }),
        credentials: 'same-origin',
      });
    } catch {
      throw new ApiError(0, null);
    }
    const body = (await response.json().catch(() => null)) as { data?: UserInfo; errorKey?: string; errorMessage?: string } | null;
    if (!response.ok) throw new ApiError(response.status, body as never);
    const token = takeRenewedToken(response);
    if (!token || !body?.data) throw new ApiError(500, null);
    return { token, user: body.data };
  },
};
