import type { MenuNode } from '../domain/screens/menu-tree';
import { request, requestData, type Envelope } from './http-client';

export interface SessionUser {
  user_id: string | number;
  user_name: string;
  true_name: string;
  org_id: string;
  post_code?: string;
  user_type?: 'staff' | 'member';
}

export interface Org {
  org_id: string;
  org_name: string;
  org_short_name?: string;
  /** 'station' for a mixing station, anything else for offices */
  org_type?: string;
  /** the station's position (info-extend sends it; the dispatch map draws plant geofences) */
  lat?: number | null;
  lng?: number | null;
}

export interface UserInfo {
  user: SessionUser;
  orgList: Org[];
  roles?: string[];
}

interface TokenAnswer extends Envelope<{ access_token: string } | undefined> {
  access_token?: string;
}

/** Spec §7: query parameters, password already hashed by the caller. */
export async function fetchToken(username: string, passwordHash: string): Promise<string> {
  const env = await request<TokenAnswer>('/auth/oauth/token', {
    method: 'POST',
    params: { username, password: passwordHash, grant_type: 'password' },
  });
  const token = env.access_token ?? env.data?.access_token;
  if (Number(env.code) !== 200 || !token) throw new Error(env.msg || 'Has Error');
  return token;
}

export const fetchLogout = () => request('/auth/api/exit');
export const fetchUserInfo = () => requestData<UserInfo>('/user/users/info-extend');
export const fetchMenuTree = (orgCode: string) => requestData<MenuNode[]>('/user/menu/findbycode', { params: { organization_code: orgCode } });
export const fetchPageButtons = (name: string) => requestData<string[]>('/user/menu/queryMenuDetail', { params: { name } });

/** See docs/wire.md: the server cannot see the typed password, so the client states its length. */
export const fetchUpdatePassword = (passwordHash: string, confirmHash: string, length: number) =>
  requestData<unknown>('/user/users/update-password', { params: { password: passwordHash, confirm: confirmHash, length } });
