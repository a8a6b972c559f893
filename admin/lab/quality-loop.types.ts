import type { RunningSigma } from '../../src/domain/quality/running-sigma';
import type { TransitWaterEffect } from '../../src/domain/quality/transit-water';

/** `/quality/recipe-lib/sigma`: the running σ of a recipe or a grade. */
export interface SigmaOf extends RunningSigma {
  basis: 'recipe' | 'grade';
  grade: string;
  recipeCode: string | null;
}

/** One addition of water in transit as `/quality/transit-water/list` gives it. */
export interface TransitWaterRow {
  id: number;
  ticketId: number;
  ticketCode: string;
  taskId: number;
  recipeCode: string;
  quantity: string;
  addedKg: string;
  addedPerM3: string;
  recipeRatio: string;
  ratio: string;
  flagged: boolean;
  reason: string | null;
  recordedBy: string;
  recordedAt: string;
}

/** `/quality/transit-water/add`: the addition recorded and its effect. */
export type TransitWaterAdded = TransitWaterEffect & { id: number; ticketId: number; recipeCode: string; quantity: string };
