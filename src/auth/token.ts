import Cookies from 'js-cookie';
import { TOKEN_COOKIE } from '../constants';

/** The session token lives in the `access_token` cookie (spec §2); the server never reads it there. */
export const getToken = (): string | undefined => Cookies.get(TOKEN_COOKIE) || undefined;
export const setToken = (token: string): void => void Cookies.set(TOKEN_COOKIE, token, { sameSite: 'strict' });
export const removeToken = (): void => Cookies.remove(TOKEN_COOKIE);
