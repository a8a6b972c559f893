import { configureStore } from '@reduxjs/toolkit';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { baseApi } from './base-api';
import { invalidateResources, resourceApi } from './resource.api';

const unitPage = { name: 'unit', path: '/resource/unit/page', params: { page: 1, limit: 10 } };
const slumpPage = { name: 'slump', path: '/product/slump/page', params: { page: 1, limit: 10 } };

/** A store with only the API slice, and a server that counts the reads of each path. */
function setup() {
  const store = configureStore({
    reducer: { [baseApi.reducerPath]: baseApi.reducer },
    middleware: (getDefault) => getDefault().concat(baseApi.middleware),
  });
  const reads = new Map<string, number>();
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const path = new URL(url, 'http://x').pathname.replace('/prod-api', '');
      reads.set(path, (reads.get(path) ?? 0) + 1);
      const data = path.endsWith('/page') ? { list: [{ id: reads.get(path) }], total: 1, page: 1, limit: 10 } : { ok: true };
      return new Response(JSON.stringify({ code: 200, msg: 'ok', data }), { headers: { 'content-type': 'application/json' } });
    }),
  );
  /** the rows the store holds for a list: a refetch has come back once they change */
  const rowsOf = (args: typeof unitPage) => resourceApi.endpoints.resourcePage.select(args)(store.getState()).data?.list;
  return { store, reads, rowsOf };
}

describe('the cache of an object', () => {
  beforeEach(() => vi.useRealTimers());
  afterEach(() => vi.unstubAllGlobals());

  it('refetches the lists of an object after one of its writes, and only of that object', async () => {
    const { store, reads, rowsOf } = setup();
    const units = store.dispatch(resourceApi.endpoints.resourcePage.initiate(unitPage));
    const slumps = store.dispatch(resourceApi.endpoints.resourcePage.initiate(slumpPage));
    await Promise.all([units, slumps]);
    expect(reads.get('/resource/unit/page')).toBe(1);

    await store
      .dispatch(resourceApi.endpoints.resourceWrite.initiate({ name: 'unit', path: '/resource/unit/add', params: {}, body: { unitName: 'm³' } }))
      .unwrap();
    // the units' refetch coming back is the event to wait for: a refetch of the slumps would have been asked with it
    await vi.waitFor(() => expect(rowsOf(unitPage)).toEqual([{ id: 2 }]));
    expect(reads.get('/resource/unit/add')).toBe(1);
    expect(reads.get('/resource/unit/page')).toBe(2);
    expect(reads.get('/product/slump/page')).toBe(1);
    units.unsubscribe();
    slumps.unsubscribe();
  });

  it('refetches when the object changed elsewhere (a live event, an upload)', async () => {
    const { store, reads, rowsOf } = setup();
    const units = store.dispatch(resourceApi.endpoints.resourcePage.initiate(unitPage));
    const slumps = store.dispatch(resourceApi.endpoints.resourcePage.initiate(slumpPage));
    await Promise.all([units, slumps]);
    store.dispatch(invalidateResources(['unit']));
    // the units' refetch coming back is the event to wait for: a refetch of the slumps would have been asked with it
    await vi.waitFor(() => expect(rowsOf(unitPage)).toEqual([{ id: 2 }]));
    expect(reads.get('/product/slump/page')).toBe(1);
    store.dispatch(invalidateResources(['slump']));
    await vi.waitFor(() => expect(rowsOf(slumpPage)).toEqual([{ id: 2 }]));
    expect(reads.get('/product/slump/page')).toBe(2);
    expect(reads.get('/resource/unit/page')).toBe(2);
    units.unsubscribe();
    slumps.unsubscribe();
  });
});
