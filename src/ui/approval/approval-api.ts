import { baseApi } from '../../api/base-api';
import type { Page } from '../../api/notice.api';
import type { ApprovalItem, TimelineLevel } from '../../domain/resources/approval';
import { resourceByName } from '../../domain/resources/registry';
import { callPath, type Action, type ResourceDef } from '../../domain/resources/types';

export interface ApprovalInfo { record: Record<string, unknown>; timeline: TimelineLevel[]; items: ApprovalItem[]; canApprove: boolean }
export type ApprovalAction = 'submit' | 'approve' | 'refuse' | 'sendBack' | 'recover';

export function approvalResource(name: string): ResourceDef {
  const def = resourceByName(name);
  if (!def?.approval) throw new Error(`resource ${name} has no approval flow`);
  return def;
}

/** The path of an action: the resource's spec path when it declares one, else the generic one. */
const pathOf = (resource: string, action: Action) => callPath(approvalResource(resource), action);
const idOf = (resource: string, id: number) => ({ [approvalResource(resource).id]: id });

/**
 * Approval calls of every resource with a flow. A decision invalidates the record, the lists and
 * the to-dos, so the navbar's pending count follows at once.
 */
export const approvalApi = baseApi.enhanceEndpoints({ addTagTypes: ['Approval'] }).injectEndpoints({
  endpoints: (build) => ({
    approvalInfo: build.query<ApprovalInfo, { resource: string; id: number }>({
      query: ({ resource, id }) => ({ url: pathOf(resource, 'approvalInfo'), params: idOf(resource, id) }),
      providesTags: (_r, _e, a) => [{ type: 'Approval', id: `${a.resource}:${a.id}` }],
    }),
    approvalPage: build.query<Page<Record<string, unknown>>, { resource: string; page: number; limit: number; all?: boolean }>({
      query: ({ resource, page, limit, all }) => ({ url: pathOf(resource, 'approvalPage'), params: { page, limit, all: all ? 'true' : undefined } }),
      providesTags: ['Approval'],
    }),
    approvalAction: build.mutation<Record<string, unknown>, { resource: string; action: ApprovalAction; id: number; status?: '1' | '2'; text?: string }>({
      query: ({ resource, action, id, status, text }) => ({ url: pathOf(resource, action), params: { ...idOf(resource, id), status, text } }),
      invalidatesTags: ['Approval', 'Todo', 'Notice'],
    }),
  }),
});

export const { useApprovalInfoQuery, useApprovalPageQuery, useApprovalActionMutation } = approvalApi;
