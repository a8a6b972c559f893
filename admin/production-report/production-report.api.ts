import { baseApi } from '../../src/api/base-api';
import type { Params } from '../../src/api/http-client';

/** One read of a statistic: the call's path and its filter. Statistics are not cached across filters. */
export interface StatRead {
  path: string;
  params: Params;
}

export const productionReportApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    productionStat: build.query<unknown, StatRead>({ query: ({ path, params }) => ({ url: path, params }) }),
  }),
});

export const { useProductionStatQuery } = productionReportApi;
