import { BASE_PATH } from '../../constants';
import { requestData, type Params } from '../../api/http-client';
import { globalParams, requestContext } from '../../api/request-context';
import { callPath, type Action, type ResourceDef } from '../../domain/resources/types';

import { skipToken } from '@reduxjs/toolkit/query/react';
import { useCallback, useMemo, useState } from 'react';
import { invalidateResources, useResourceListQuery, useResourcePageQuery, useResourceWriteMutation, type Row } from '../../api/resource.api';
import { useAppDispatch } from '../../store/hooks';
import { DEFAULT_PAGE_SIZE } from './column-prefs';

export type { Row };

/** What a table screen needs from the server, without any UI (react-admin's list controller). */
export interface ResourceList {
  rows: Row[];
  total: number;
  page: number;
  limit: number;
  loading: boolean;
  /** the search parameters last applied (with sorting), also sent by exports */
  params: Params;
  search: (params: Params) => void;
  setPage: (page: number, limit: number) => void;
  sort: (field: string | undefined, order: 'ascend' | 'descend' | undefined) => void;
  /** the object changed by a call made elsewhere (a custom action): every table of it refetches */
  reload: () => void;
}

export type SortOrder = 'ascend' | 'descend' | undefined;

/** A new search keeps the sort the user chose on the table. */
export function searchParams(next: Params, old: Params): Params {
  return { ...next, ...(old.sortField ? { sortField: old.sortField, sortOrder: old.sortOrder } : {}) };
}

/** The table's sort as call parameters; no order drops the sort. */
export function sortParams(old: Params, field: string | undefined, order: SortOrder): Params {
  const { sortField: _f, sortOrder: _o, ...rest } = old;
  return field && order ? { ...rest, sortField: field, sortOrder: order === 'descend' ? 'desc' : 'asc' } : rest;
}

/** One page of a call that answers every row (a `list` without paging). */
export function pageOfList(all: readonly Row[], page: number, limit: number): { rows: Row[]; total: number } {
  return { rows: all.slice((page - 1) * limit, page * limit), total: all.length };
}

/**
 * Pages through a resource on RTK Query: the `page` action when declared, else `list` paged here.
 * Both are cached under the object's tag, so writes and live events refetch what is on screen.
 * `baseParams` go with every call (a fixed filter of a composed screen).
 */
export function useResourceTable(def: ResourceDef, baseParams: Params = {}): ResourceList {
  const dispatch = useAppDispatch();
  const [own, setOwn] = useState<Params>({});
  const [paging, setPaging] = useState({ page: 1, limit: DEFAULT_PAGE_SIZE });
  const base = JSON.stringify(baseParams);
  const params = useMemo<Params>(() => ({ ...(JSON.parse(base) as Params), ...own }), [base, own]);
  const paged = def.actions.includes('page');
  const pageQ = useResourcePageQuery(paged ? { name: def.name, path: callPath(def, 'page'), params: { ...params, ...paging } } : skipToken);
  const listQ = useResourceListQuery(paged ? skipToken : { name: def.name, path: callPath(def, 'list'), params });

  const shown = useMemo(() => {
    if (paged) return pageQ.isError || !pageQ.data ? { rows: [], total: 0 } : { rows: pageQ.data.list, total: pageQ.data.total };
    return listQ.isError || !listQ.data ? { rows: [], total: 0 } : pageOfList(listQ.data, paging.page, paging.limit);
  }, [paged, pageQ.data, pageQ.isError, listQ.data, listQ.isError, paging]);

  const search = useCallback((p: Params) => {
    setOwn((old) => searchParams(p, old));
    setPaging((pg) => ({ ...pg, page: 1 }));
  }, []);
  const setPage = useCallback((page: number, limit: number) => setPaging({ page, limit }), []);
  const sort = useCallback((field: string | undefined, order: SortOrder) => setOwn((old) => sortParams(old, field, order)), []);
  const reload = useCallback(() => void dispatch(invalidateResources([def.name])), [dispatch, def.name]);
  return {
    ...shown,
    page: paging.page,
    limit: paging.limit,
    loading: paged ? pageQ.isFetching : listQ.isFetching,
    params,
    search,
    setPage,
    sort,
    reload,
  };
}

/** Writes one action of the object; the object's tag is invalidated once the server has answered. */
export function useResourceWrite(def: ResourceDef): (action: Action, params?: Params, body?: unknown) => Promise<unknown> {
  const [write] = useResourceWriteMutation();
  return useCallback(
    (action: Action, params: Params = {}, body?: unknown) => write({ name: def.name, path: callPath(def, action), params, body }).unwrap(),
    [write, def],
  );
}

/**
 * Calls one action of a resource at its declared spec path (or the generic one), uncached: for
 * answers that are not the object's data (the next free code, an existence check). Reads and
 * writes of the object go through `useResourceTable` so its cache tag follows them.
 */
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
    try {
      msg = (JSON.parse(text) as { msg?: string }).msg ?? text;
    } catch {
      /* html */
    }
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

export interface ImportResult {
  code: number;
  msg: string;
  data: { imported?: number; errors?: Array<{ row: number; field: string; msg: string }> } | null;
}

/** Sends a file as the raw request body of a call (an import, an image); answers the envelope. */
export async function uploadFile<T>(path: string, params: Params, file: Blob, contentType: string): Promise<{ code: number; msg: string; data: T | null }> {
  const res = await fetch(rawUrl(path, params), { method: 'POST', body: file, headers: { ...authHeaders(), 'Content-Type': contentType } });
  try {
    return (await res.json()) as { code: number; msg: string; data: T | null };
  } catch {
    return { code: res.status, msg: `HTTP ${res.status}`, data: null };
  }
}

/** Sends an .xlsx as the request body. */
export function uploadImport(def: ResourceDef, file: File): Promise<ImportResult> {
  return uploadFile<ImportResult['data']>(
    callPath(def, 'import'),
    {},
    file,
    'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  ) as Promise<ImportResult>;
}
