import { useCallback, useEffect, useRef, useState } from 'react';
import type { Params } from '../../api/http-client';
import type { ResourceDef } from '../../domain/resources/types';
import { DEFAULT_PAGE_SIZE } from './column-prefs';
import { callAction, type Page } from './resource-api';

export type Row = Record<string, unknown>;

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
  reload: () => void;
}

/**
 * Pages through a resource: the `page` action when declared, else `list` paged here (calls that
 * answer every row). `baseParams` go with every call (a fixed filter of a composed screen).
 */
export function useResourceList(def: ResourceDef, baseParams: Params = {}): ResourceList {
  const [params, setParams] = useState<Params>({});
  const [paging, setPaging] = useState({ page: 1, limit: DEFAULT_PAGE_SIZE });
  const [data, setData] = useState<{ rows: Row[]; total: number }>({ rows: [], total: 0 });
  const [loading, setLoading] = useState(false);
  const [tick, setTick] = useState(0);
  const base = JSON.stringify(baseParams);
  const seq = useRef(0);
  const paged = def.actions.includes('page');

  useEffect(() => {
    const mine = ++seq.current;
    setLoading(true);
    const query = { ...(JSON.parse(base) as Params), ...params };
    const load = paged
      ? callAction<Page<Row>>(def, 'page', { ...query, page: paging.page, limit: paging.limit }).then((p) => ({ rows: p.list, total: p.total }))
      : callAction<Row[]>(def, 'list', query).then((all) => ({ rows: all.slice((paging.page - 1) * paging.limit, paging.page * paging.limit), total: all.length }));
    load.then((d) => { if (mine === seq.current) setData(d); })
      .catch(() => { if (mine === seq.current) setData({ rows: [], total: 0 }); })
      .finally(() => { if (mine === seq.current) setLoading(false); });
  }, [def, paged, base, params, paging, tick]);

  const search = useCallback((p: Params) => {
    setParams((old) => ({ ...p, ...(old.sortField ? { sortField: old.sortField, sortOrder: old.sortOrder } : {}) }));
    setPaging((pg) => ({ ...pg, page: 1 }));
  }, []);
  const setPage = useCallback((page: number, limit: number) => setPaging({ page, limit }), []);
  const sort = useCallback((field: string | undefined, order: 'ascend' | 'descend' | undefined) => {
    setParams((old) => {
      const { sortField: _f, sortOrder: _o, ...rest } = old;
      return field && order ? { ...rest, sortField: field, sortOrder: order === 'descend' ? 'desc' : 'asc' } : rest;
    });
  }, []);
  const reload = useCallback(() => setTick((n) => n + 1), []);
  return { rows: data.rows, total: data.total, page: paging.page, limit: paging.limit, loading, params: { ...(JSON.parse(base) as Params), ...params }, search, setPage, sort, reload };
}
