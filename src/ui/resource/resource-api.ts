import { BASE_PATH } from '../../constants';
import { requestData, type Params } from '../../api/http-client';
import { globalParams, requestContext } from '../../api/request-context';
import { callPath, type Action, type ResourceDef } from '../../domain/resources/types';

export interface Page<T = Record<string, unknown>> { list: T[]; total: number; page: number; limit: number }

/** Calls one action of a resource at its declared spec path (or the generic one). */
export function callAction<T>(def: ResourceDef, action: Action, params: Params = {}, body?: unknown): Promise<T> {
  return requestData<T>(callPath(def, action), { method: body === undefined ? 'GET' : 'POST', params, body });
}

function rawUrl(path: string, params: Params): string {
  const { getToken, getOrgId } = requestContext();
  const q = new URLSearchParams(globalParams(getToken(), getOrgId()));
  for (const [k, v] of Object.entries(params)) if (v !== undefined && v !== null && v !== '') q.set(k, String(v));
  return `${BASE_PATH}${path}?${q}`;
}

const authHeaders = (): Record<string, string> => {
  const { getToken, getLanguage } = requestContext();
  const token = getToken();
  return { 'Accept-Language': getLanguage(), ...(token ? { access_token: token } : {}) };
};

/**
 * Streams an export and reports the bytes received; resolves with the file, or rejects with the
 * server's message when it answered JSON or HTML instead of a spreadsheet.
 */
export async function downloadExport(def: ResourceDef, params: Params, onBytes: (n: number) => void): Promise<Blob> {
  const res = await fetch(rawUrl(callPath(def, 'export'), params), { headers: authHeaders() });
  const type = res.headers.get('content-type') ?? '';
  if (!res.ok || type.includes('json') || type.includes('text/html')) {
    const text = await res.text();
    let msg = text;
    try { msg = (JSON.parse(text) as { msg?: string }).msg ?? text; } catch { /* html */ }
    throw new Error(msg || `HTTP ${res.status}`);
  }
  const reader = res.body!.getReader();
  const parts: Uint8Array[] = [];
  let n = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    parts.push(value);
    n += value.length;
    onBytes(n);
  }
  return new Blob(parts as BlobPart[], { type });
}

export function saveBlob(blob: Blob, fileName: string): void {
  const a = document.createElement('a');
  a.href = URL.createObjectURL(blob);
  a.download = fileName;
  a.click();
  setTimeout(() => URL.revokeObjectURL(a.href), 1000);
}

export interface ImportResult { code: number; msg: string; data: { imported?: number; errors?: Array<{ row: number; field: string; msg: string }> } | null }

/** Sends an .xlsx as the request body. */
export async function uploadImport(def: ResourceDef, file: File): Promise<ImportResult> {
  const res = await fetch(rawUrl(callPath(def, 'import'), {}), {
    method: 'POST', body: file,
    headers: { ...authHeaders(), 'Content-Type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' },
  });
  try { return await res.json() as ImportResult; } catch { return { code: res.status, msg: `HTTP ${res.status}`, data: null }; }
}
