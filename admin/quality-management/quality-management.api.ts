import { baseApi } from '../../src/api/base-api';
import { changesResources, resourceTags } from '../../src/api/resource.api';
import type { CubeGroupResult } from '../../src/domain/quality/cube-strength';
import type { EvaluationResult } from '../../src/domain/quality/strength-evaluation';

/**
 * The specimen desks' and the evaluation screens' own calls. Results are the shared types of
 * src/domain/quality where the server computes them with those functions; the rest as
 * admin/quality-management/*.server.ts answers them.
 */
export interface SampledTask {
  taskId: number;
  taskCode: string;
  strength: string;
  projectName: string;
}
export interface SampledTicket {
  id: number;
  ticketCode: string;
  quantity: string;
  createdAt: string;
}
/** addSampleRecordSany: a task's load the cubes were cast from, the curing ages and the cube size */
export interface SpecimenRegistration {
  taskId: number;
  ticketId: number;
  ages: number[];
  sizeMm: number;
  sampleDate?: string;
}
/** getTwentyEightRecord: a 28-day group due by the day asked and not yet tested */
export interface Due28 {
  id: number;
  sampleNo: string;
  taskCode: string;
  strength: string;
  projectName: string;
  pouringSite: string;
  ticketCode: string | null;
  bindCode: string | null;
  sizeMm: number;
  sampleDate: string;
  dueDate: string;
  overdue: number;
}
/** The evaluation screens' save calls, each storing its own declaration's rows. */
export type EvaluationSavePath =
  '/experiment/nonstatistical-envaluation/save' | '/experiment/statistical-envaluation/save' | '/resource/knownSigmaEvaluation/save';

/** What a registration, a binding or a test changes: the specimen views are one table seen four ways. */
const SPECIMEN_VIEWS = ['specimen', 'specimenBind', 'strengthRecord', 'concreteStrength'];

export const qualityManagementApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** task-user-list: the tasks a sample may be taken of, which live task events change */
    sampledTasks: build.query<SampledTask[], void>({ query: () => ({ url: '/production/sample/task-user-list' }), providesTags: resourceTags('task') }),
    /** task-user-list?taskId: the task's loads, which live ticket events add to */
    sampledTickets: build.query<{ tickets: SampledTicket[] }, number>({
      query: (taskId) => ({ url: '/production/sample/task-user-list', params: { taskId } }),
      providesTags: resourceTags('deliveryTicket'),
    }),
    registerSpecimen: build.mutation<{ sampleNo: string }, SpecimenRegistration>({
      query: (body) => ({ url: '/production/sample/addSampleRecordSany', method: 'POST', body }),
      invalidatesTags: changesResources(...SPECIMEN_VIEWS),
    }),
    /** sany-sample-del: every age of the sample number, refused once one is tested */
    deleteSpecimen: build.mutation<unknown, number>({
      query: (id) => ({ url: '/production/sample/sany-sample-del', method: 'POST', body: { id } }),
      invalidatesTags: changesResources(...SPECIMEN_VIEWS),
    }),
    bindSpecimen: build.mutation<unknown, { sampleNo: string; bindCode: string }>({
      query: (body) => ({ url: '/production/sample/bind', method: 'POST', body }),
      invalidatesTags: changesResources('specimen', 'specimenBind', 'strengthRecord'),
    }),
    /** updateById: a group's loads at its age, answered with every value behind its strength */
    testSpecimen: build.mutation<{ computation: CubeGroupResult }, { id: number; loadsKn: [number, number, number] }>({
      query: (body) => ({ url: '/experiment/strengthRecord/updateById', method: 'POST', body }),
      invalidatesTags: changesResources('strengthRecord', 'concreteStrength', 'specimen'),
    }),
    clearSpecimenTest: build.mutation<unknown, number>({
      query: (id) => ({ url: '/experiment/strengthRecord/removeStrengthRecordById', params: { id } }),
      invalidatesTags: changesResources('strengthRecord', 'concreteStrength', 'specimen'),
    }),
    due28: build.query<{ list: Due28[] }, string>({
      query: (asOf) => ({ url: '/experiment/strengthRecord/getTwentyEightRecord', params: { asOf } }),
      providesTags: resourceTags('strengthRecord', 'specimen'),
    }),
    /** an evaluation's save: the server evaluates what it stores (under the screen's object, `name`) */
    saveEvaluation: build.mutation<{ evaluation: EvaluationResult }, { path: EvaluationSavePath; name: string; values: object }>({
      query: ({ path, values }) => ({ url: path, method: 'POST', body: values }),
      invalidatesTags: (_r, error, { name }) => (error ? [] : resourceTags(name)),
    }),
  }),
});

export const {
  useSampledTasksQuery,
  useSampledTicketsQuery,
  useRegisterSpecimenMutation,
  useDeleteSpecimenMutation,
  useBindSpecimenMutation,
  useTestSpecimenMutation,
  useClearSpecimenTestMutation,
  useDue28Query,
  useSaveEvaluationMutation,
} = qualityManagementApi;
