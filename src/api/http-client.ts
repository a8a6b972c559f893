import i18n from '../i18n/i18n';
import { BASE_PATH, REQUEST_TIMEOUT_MS } from '../constants';
import { decide } from './error-catalogue';
import { notifyRequestError, notifySessionExpired } from './notify';
import { globalParams, requestContext } from './request-context';

export type Params = Record<string, string | number | boolean | null | undefined>;

export interface Envelope<T> {
  code: number | string;
  msg?: string;
  data: T;
}

export interface RequestOptions {
  method?: 'GET' | 'POST';
  params?: Params;
  body?: unknown;
  /** answer a Blob instead of JSON (downloads) */
  blob?: boolean;
}

/** Raised for every answer the catalogue does not pass through; the user has already been told. */
export class RequestError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code?: unknown,
  ) {
    super(message);
  }
}

function buildUrl(path: string, params: Params | undefined): string {
  const { getToken, getOrgId } = requestContext();
  const query = new URLSearchParams(globalParams(getToken(), getOrgId()));
  for (const [k, v] of Object.entries(params ?? {})) if (v !== undefined && v !== null) query.set(k, String(v));
  const clean = path.startsWith('/') ? path : `/${path}`;
  return `${BASE_PATH}${clean}?${query}`;
}

async function readBody(res: Response, wantBlob: boolean): Promise<{ body: unknown; isBlob: boolean }> {
  const type = res.headers.get('content-type') ?? '';
  if (wantBlob && !type.includes('application/json')) return { body: await res.blob(), isBlob: true };
  try {
    return { body: await res.json(), isBlob: false };
  } catch {
    return { body: null, isBlob: false };
  }
}

/**
 * One call to `/prod-api`. Resolves with the whole envelope for every pass-through code (the
 * caller checks `code`), rejects with RequestError after telling the user otherwise.
 */
export async function request<T = unknown>(path: string, opts: RequestOptions = {}): Promise<T> {
  const { getToken, getLanguage, onSessionExpired } = requestContext();
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), REQUEST_TIMEOUT_MS);
  const token = getToken();
  const headers: Record<string, string> = { 'Accept-Language': getLanguage(), ...(token ? { access_token: token } : {}) };
  if (opts.body !== undefined) headers['Content-Type'] = 'application/json';
  let res: Response;
  try {
    res = await fetch(buildUrl(path, opts.params), {
      method: opts.method ?? 'GET',
      headers,
      signal: controller.signal,
      body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
    });
  } catch (e) {
    notifyRequestError(i18n.t('error.network'));
    throw new RequestError((e as Error).message, 0);
  } finally {
    clearTimeout(timer);
  }
  const { body, isBlob } = await readBody(res, !!opts.blob);
  const decision = decide({ status: res.status, body, isBlob });
  switch (decision.kind) {
    case 'pass':
      return body as T;
    case 'session-expired':
      notifySessionExpired(i18n.t('error.sessionExpired'));
      onSessionExpired();
      throw new RequestError('401', 401);
    case 'server-error':
      notifyRequestError(decision.message ?? i18n.t('error.serverError'));
      throw new RequestError(decision.message ?? 'HTTP 500', 500);
    case 'http-error':
      notifyRequestError(decision.message ?? `HTTP ${res.status}`);
      throw new RequestError(decision.message ?? `HTTP ${res.status}`, res.status);
    case 'business-error':
      notifyRequestError(decision.message);
      throw new RequestError(decision.message, res.status, (body as { code: unknown }).code);
  }
}

/** Unwraps `data` of a code-200 envelope; other pass-through codes become errors for the caller. */
export async function requestData<T>(path: string, opts?: RequestOptions): Promise<T> {
  const env = await request<Envelope<T>>(path, opts);
  if (env && typeof env === 'object' && 'code' in env && Number(env.code) !== 200) {
    throw new RequestError(env.msg || 'Has Error', 200, env.code);
  }
  return env && typeof env === 'object' && 'data' in env ? env.data : (env as unknown as T);
}
