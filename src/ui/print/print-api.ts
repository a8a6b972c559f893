import type { PrintApprovalState } from '../../domain/resources/print';
import { baseApi } from '../../api/base-api';
import { request, requestData, type Params } from '../../api/http-client';
import type { Page } from '../../api/notice.api';
import { resourceTag } from '../../api/resource.api';

export interface PrintState {
  printed: number;
  approval: boolean;
  state: PrintApprovalState;
  requestId: number | null;
}

/** One printed PDF as /pdf/download lists it. */
export interface PrintJob {
  id: number;
  orgId: string;
  resource: string;
  recordId: number;
  recordCode: string;
  doc: string;
  title: string;
  userName: string;
  pages: number;
  sizeBytes: number;
  reprint: boolean;
  createTime: string;
}

/** Printed documents are one cache entry: printing, requesting and deciding a reprint refetch it. */
export const PRINT_TAG = resourceTag('printJob');

export const printApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    printJobs: build.query<Page<PrintJob>, Params>({
      query: (params) => ({ url: '/pdf/download/page', params }),
      providesTags: [PRINT_TAG],
    }),
    requestReprint: build.mutation<unknown, { resource: string; id: number; doc: string; reason: string }>({
      query: ({ resource, id, doc, reason }) => ({ url: `/resource/${resource}/print-request`, method: 'POST', body: { id, doc, reason } }),
      invalidatesTags: [PRINT_TAG, resourceTag('printRequest')],
    }),
  }),
});

export const { usePrintJobsQuery, useRequestReprintMutation } = printApi;

/** Where a document's print approval stands (asked fresh: another user may have printed it meanwhile). */
export const fetchPrintState = (resource: string, id: number, doc: string) =>
  requestData<PrintState>(`/resource/${resource}/print-state`, { params: { id, doc } });

/** A PDF, or a rejection after the user has been shown the server's message. */
async function pdf(path: string, params: Params): Promise<Blob> {
  const out = await request<unknown>(path, { params, blob: true });
  if (out instanceof Blob) return out;
  throw new Error((out as { msg?: string } | null)?.msg ?? 'not a PDF');
}

export const printPdf = (resource: string, id: number, doc: string) => pdf(`/resource/${resource}/print`, { id, doc });
export const downloadJobPdf = (jobId: number) => pdf('/pdf/download/file', { id: jobId });

/**
 * Shows a PDF in the tab opened when the user clicked (so no pop-up blocker stands in the way),
 * or saves it when no tab could be opened.
 */
export function showPdf(blob: Blob, fileName: string, tab: Window | null): void {
  const url = URL.createObjectURL(blob);
  if (tab && !tab.closed) tab.location.href = url;
  else {
    const a = document.createElement('a');
    a.href = url;
    a.download = fileName;
    a.click();
  }
  // the tab has loaded it long before; the URL would otherwise hold the PDF for the session
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
