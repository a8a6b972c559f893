import { baseApi } from '../../src/api/base-api';
import { changesResources, resourceTag, resourceTags } from '../../src/api/resource.api';
import type { MixDesignInput, MixDesignResult } from '../../src/domain/quality/mix-design';
import type { MoistureAdjustment } from '../../src/domain/quality/moisture';
import type { RecipeMaterialRow } from './mix-design.types';
import type { SigmaOf, TransitWaterAdded, TransitWaterRow } from './quality-loop.types';

/**
 * The laboratory screens' own calls: the mix design, the recipe selection desk, the running σ and
 * water added in transit. Results are the shared types of ./quality-loop.types.ts, ./mix-design.types.ts
 * and src/domain/quality where the server declares them; the rest as admin/lab/*.server.ts answers.
 */

/** A row of `task-list-select`: a task still to produce and its selection's state. */
export interface SelectionTask {
  taskId: number;
  taskCode: string;
  orgId: string;
  projectName: string;
  pouringSite: string;
  strength: string;
  recipeCode: string | null;
  producible: boolean;
}
/** A recipe of `get-libs` a task may select. */
export interface SelectableRecipe {
  libId: number;
  recipeCode: string;
  strength: string;
  slump: string;
}
/** `/quality/recipe-select/detail` (and save-zy, submit): a task's selection with its batch weights. */
export interface Selection {
  id: number;
  recipeCode: string;
  approveState: number | null;
  leaderApproveState: number | null;
  producible: boolean;
  batch: MoistureAdjustment;
}
/** `/quality/transit-water/list`: a task's additions, their totals and the loads to record against. */
export interface TransitWaterListed {
  list: TransitWaterRow[];
  totals: { count: number; addedKg: string; flagged: number };
  tickets: Array<{ id: number; ticketCode: string; quantity: string }>;
}
export interface SelectionOf {
  taskId: number;
  orgId: string;
}

/** Water added in transit is no declared object: its reads carry a tag of their own that its add invalidates. */
const TRANSIT_WATER = 'transitWater';

export const labApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** a design computed from its input: nothing stored, asked again on each click */
    mixDesign: build.query<{ result: MixDesignResult; materials: RecipeMaterialRow[] }, MixDesignInput>({
      query: (body) => ({ url: '/quality/recipe-lib/design', method: 'POST', body }),
    }),
    saveDesignedRecipe: build.mutation<
      unknown,
      { recipeCode: string; strength: MixDesignInput['grade']; slump: string; design: MixDesignInput; materials?: RecipeMaterialRow[] }
    >({
      query: (body) => ({ url: '/quality/recipe-lib/save-zy', method: 'POST', body }),
      invalidatesTags: changesResources('recipeLib'),
    }),
    /** the running σ of a recipe or a grade, from the stored 28-day results */
    runningSigma: build.query<SigmaOf, { libId: number } | { grade: string }>({
      query: (params) => ({ url: '/quality/recipe-lib/sigma', params }),
      providesTags: resourceTags('strengthRecord', 'concreteStrength', 'recipeLib'),
    }),
    selectionTasks: build.query<{ list: SelectionTask[] }, void>({
      query: () => ({ url: '/quality/recipe-select/task-list-select', method: 'POST', body: { limit: 200 } }),
      providesTags: resourceTags('recipeSelect', 'task'),
    }),
    selectableRecipes: build.query<SelectableRecipe[], string>({
      query: (orgId) => ({ url: '/quality/recipe-lib/get-libs', params: { org_id: orgId } }),
      providesTags: resourceTags('recipeLib'),
    }),
    recipeMaterials: build.query<{ materials: RecipeMaterialRow[] }, number>({
      query: (libId) => ({ url: '/quality/recipe-lib/lib-detail', params: { libId } }),
      providesTags: resourceTags('recipeLib'),
    }),
    /** refused (not found) while the task has none: that answer is not read again on a change of selections */
    selection: build.query<Selection, SelectionOf>({
      query: ({ taskId, orgId }) => ({ url: '/quality/recipe-select/detail', params: { taskId, org_id: orgId } }),
      providesTags: (_r, error) => (error ? [] : resourceTags('recipeSelect')),
    }),
    saveSelection: build.mutation<Selection, SelectionOf & { recipeId: number; moisture: Array<{ materialName: string; percent: string }> }>({
      query: ({ taskId, orgId, recipeId, moisture }) => ({
        url: '/quality/recipe-select/save-zy',
        method: 'POST',
        params: { org_id: orgId },
        body: { taskId, recipeId, moisture },
      }),
      invalidatesTags: changesResources('recipeSelect', 'task'),
      onQueryStarted: ({ taskId, orgId }, api) => showSelection({ taskId, orgId }, api),
    }),
    submitSelection: build.mutation<Selection, SelectionOf & { id: number }>({
      query: ({ orgId, id }) => ({ url: '/quality/recipe-select/submit', method: 'POST', params: { org_id: orgId }, body: { id } }),
      invalidatesTags: changesResources('recipeSelect'),
      onQueryStarted: ({ taskId, orgId }, api) => showSelection({ taskId, orgId }, api),
    }),
    transitWater: build.query<TransitWaterListed, SelectionOf>({
      query: ({ taskId, orgId }) => ({ url: '/quality/transit-water/list', params: { taskId, org_id: orgId } }),
      providesTags: [resourceTag(TRANSIT_WATER), resourceTag('deliveryTicket')],
    }),
    addTransitWater: build.mutation<TransitWaterAdded, { orgId: string; ticketId: number; addedKg: string; reason?: string }>({
      query: ({ orgId, ...body }) => ({ url: '/quality/transit-water/add', method: 'POST', params: { org_id: orgId }, body }),
      invalidatesTags: changesResources(TRANSIT_WATER),
    }),
  }),
});

/** A selection saved or submitted is the task's selection at once, from the write's own answer. */
async function showSelection(
  of: SelectionOf,
  { dispatch, queryFulfilled }: { dispatch: (a: unknown) => unknown; queryFulfilled: Promise<{ data: Selection }> },
) {
  try {
    const { data } = await queryFulfilled;
    dispatch(labApi.util.upsertQueryData('selection', of, data));
  } catch {
    /* the client has told the user */
  }
}

export const {
  useLazyMixDesignQuery,
  useSaveDesignedRecipeMutation,
  useRunningSigmaQuery,
  useSelectionTasksQuery,
  useSelectableRecipesQuery,
  useRecipeMaterialsQuery,
  useSelectionQuery,
  useSaveSelectionMutation,
  useSubmitSelectionMutation,
  useTransitWaterQuery,
  useAddTransitWaterMutation,
} = labApi;
