import type { LoginRole } from '@vetnow/contracts/constants';
import type { LoginResponse, RegisterData, RegisterResponse } from '@vetnow/contracts/user';
import { api } from '@vetnow/web-kit/api-client';

/** POST /auth/login: `email` is the identifier (email or username; email or doctor ID for doctors). */
export function login(body: { email: string; password: string; userType: LoginRole }): Promise<LoginResponse> {
  return api.post<LoginResponse>('/auth/login', body);
}

/** POST /auth/register (owners only). */
export function register(body: RegisterData): Promise<RegisterResponse> {
  return api.post<RegisterResponse>('/auth/register', body);
}
