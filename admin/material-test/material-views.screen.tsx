import type { ComponentType } from 'react';
import { MATERIAL_KINDS, MATERIAL_STANDARDS, type MaterialKind } from '../../src/domain/quality/raw-materials';
import { resourceByName } from '../../src/domain/resources/registry';
import { ResourceScreen } from '../../src/ui/resource/resource-screen';
import { LedgerTotals } from './ledger-totals';
import { MaterialReportScreen } from './material-report.screen';
import { resourceName } from './material-test.resource';

/** The duplex ledger: the generic table with the totals of every row the search selects. */
function ledgerOf(kind: MaterialKind): ComponentType {
  const Ledger = () => <ResourceScreen def={resourceByName(resourceName(kind, 'account'))!} toolbar={(api) => <LedgerTotals api={api} />} />;
  Ledger.displayName = `Ledger(${kind})`;
  return Ledger;
}
function reportOf(kind: MaterialKind): ComponentType {
  const Report = () => <MaterialReportScreen m={MATERIAL_STANDARDS[kind]} />;
  Report.displayName = `Report(${kind})`;
  return Report;
}

/** One component per material and view, made once (React keeps a screen's state by its component). */
export const ledgerScreens = Object.fromEntries(MATERIAL_KINDS.map((k) => [k, ledgerOf(k)])) as Record<MaterialKind, ComponentType>;
export const reportScreens = Object.fromEntries(MATERIAL_KINDS.map((k) => [k, reportOf(k)])) as Record<MaterialKind, ComponentType>;
