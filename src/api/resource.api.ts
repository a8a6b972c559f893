import { baseApi } from './base-api';
import type { Params } from './http-client';
import type { Page } from './notice.api';

export type Row = Record<string, unknown>;

/** An option of a picker call (`getCustomer`, `project-name-query`, `select-recipes`…): the record's id and its name. */
export interface PickOption {
  value: number;
  label: string;
}

/** The cache tag of one business object: every read of it provides it, every write invalidates it. */
export const RESOURCE_TAG = 'Resource';
export const resourceTag = (name: string) => ({ type: RESOURCE_TAG, id: name }) as const;
/** The tags of the objects a custom read shows: a write of any of them, or a live event, refetches it. */
export const resourceTags = (...names: readonly string[]) => names.map(resourceTag);
/** `invalidatesTags` of a custom write: the objects it changes, once the server has accepted it. */
export const changesResources =
  (...names: readonly string[]) =>
  (_result: unknown, error: unknown) =>
    error ? [] : resourceTags(...names);

/**
 * One read of an object. `name` is the object (the tag), `path` the call serving it: a screen may
 * read an object at one of its spec paths, so the path cannot be derived from the name alone.
 */
export interface ResourceRead {
  name: string;
  path: string;
  params: Params;
}

/** One write of an object; `body` is sent as JSON (POST), else `params` go in the query. */
export interface ResourceWrite extends ResourceRead {
  body?: unknown;
}

/**
 * Server data of every declared object, under the one `createApi` (src/api/base-api.ts). Reads
 * provide `{ type: 'Resource', id: name }`; writes invalidate it, so every table of the object
 * refetches. Live events invalidate the same tags (src/live/live-invalidation.ts).
 */
export const resourceApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    resourcePage: build.query<Page<Row>, ResourceRead>({
      query: ({ path, params }) => ({ url: path, params }),
      providesTags: (_r, _e, a) => [resourceTag(a.name)],
    }),
    resourceList: build.query<Row[], ResourceRead>({
      query: ({ path, params }) => ({ url: path, params }),
      providesTags: (_r, _e, a) => [resourceTag(a.name)],
    }),
    resourceRecord: build.query<Row, ResourceRead>({
      query: ({ path, params }) => ({ url: path, params }),
      providesTags: (_r, _e, a) => [resourceTag(a.name)],
    }),
    resourceWrite: build.mutation<unknown, ResourceWrite>({
      query: ({ path, params, body }) => ({ url: path, method: body === undefined ? 'GET' : 'POST', params, body }),
      invalidatesTags: (_r, error, a) => (error ? [] : [resourceTag(a.name)]),
    }),
  }),
});

export const { useResourcePageQuery, useResourceListQuery, useResourceWriteMutation } = resourceApi;

/** Marks objects changed outside a mutation (an upload, a live event, a custom call). */
export const invalidateResources = (names: readonly string[]) => baseApi.util.invalidateTags(names.map(resourceTag));
