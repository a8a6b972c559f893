import { createApi, type BaseQueryFn } from '@reduxjs/toolkit/query/react';
import { requestData, type RequestOptions } from './http-client';

/** Arguments of one call: path plus the options of `request`. */
export interface CallArgs extends RequestOptions {
  url: string;
}

/** RTK Query over the one HTTP client, so every screen gets the §8 catalogue for free. */
const httpBaseQuery: BaseQueryFn<CallArgs, unknown, { message: string }> = async ({ url, ...opts }) => {
  try {
    return { data: await requestData<unknown>(url, opts) };
  } catch (e) {
    return { error: { message: (e as Error).message } };
  }
};

/** Screens add their endpoints with `baseApi.injectEndpoints` next to their code. */
export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery: httpBaseQuery,
  tagTypes: ['Home', 'Todo', 'Notice', 'Resource'],
  endpoints: () => ({}),
});
