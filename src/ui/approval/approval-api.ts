import { baseApi } from '../../api/base-api';
import type { Page } from '../../api/notice.api';
import { resourceTag } from '../../api/resource.api';
import type { ApprovalItem, TimelineLevel } from '../../domain/resources/approval';
import { resourceByName } from '../../domain/resources/registry';
import { callPath, type Action, type ResourceDef } from '../../domain/resources/types';
import { flowsOf, flowFieldNames, type FlowDef } from '../../domain/resources/flows';

export interface ApprovalInfo {
  record: Record<string, unknown>;
  timeline: TimelineLevel[];
  items: ApprovalItem[];
  canApprove: boolean;
}
export type ApprovalAction = 'submit' | 'approve' | 'refuse' | 'sendBack' | 'recover';

export function approvalResource(name: string): ResourceDef {
  const def = resourceByName(name);
  if (!def || !flowsOf(def).length) throw new Error(`resource ${name} has no approval flow`);
  return def;
}

/** The named flow of a resource (the first when unnamed): its route, business type and state field names. */
export function approvalFlow(resource: string, flow?: string): FlowDef & { fields: ReturnType<typeof flowFieldNames> } {
  const all = flowsOf(approvalResource(resource));
  const f = (flow && all.find((x) => x.name === flow)) || all[0];
  return { ...f, fields: flowFieldNames(f) };
}

/** `flow` goes on the wire only for a flow other than the first, so single-flow calls stay as the spec writes them. */
const flowParam = (resource: string, flow?: string) => (flow && flow !== flowsOf(approvalResource(resource))[0].name ? { flow } : {});

/** The path of an action: the resource's spec path when it declares one, else the generic one. */
const pathOf = (resource: string, action: Action) => callPath(approvalResource(resource), action);
const idOf = (resource: string, id: number) => ({ [approvalResource(resource).id]: id });

/**
 * Approval calls of every resource with a flow. A decision invalidates the record, the lists and
 * the to-dos, so the navbar's pending count follows at once.
 */
export const approvalApi = baseApi.enhanceEndpoints({ addTagTypes: ['Approval'] }).injectEndpoints({
  endpoints: (build) => ({
    approvalInfo: build.query<ApprovalInfo, { resource: string; id: number; flow?: string }>({
      query: ({ resource, id, flow }) => ({ url: pathOf(resource, 'approvalInfo'), params: { ...idOf(resource, id), ...flowParam(resource, flow) } }),
      providesTags: (_r, _e, a) => [{ type: 'Approval', id: `${a.resource}:${a.id}` }],
    }),
    approvalPage: build.query<Page<Record<string, unknown>>, { resource: string; page: number; limit: number; all?: boolean; flow?: string }>({
      query: ({ resource, page, limit, all, flow }) => ({
        url: pathOf(resource, 'approvalPage'),
        params: { page, limit, all: all ? 'true' : undefined, ...flowParam(resource, flow) },
      }),
      providesTags: ['Approval'],
    }),
    approvalAction: build.mutation<
      Record<string, unknown>,
      { resource: string; action: ApprovalAction; id: number; status?: '1' | '2'; text?: string; flow?: string }
    >({
      query: ({ resource, action, id, status, text, flow }) => ({
        url: pathOf(resource, action),
        params: { ...idOf(resource, id), status, text, ...flowParam(resource, flow) },
      }),
      // the record's lists too: its approval state is a column of every table of the object
      invalidatesTags: (_r, _e, a) => ['Approval', 'Todo', 'Notice', resourceTag(a.resource)],
    }),
  }),
});

export const { useApprovalInfoQuery, useApprovalPageQuery, useApprovalActionMutation } = approvalApi;
