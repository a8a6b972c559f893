import { App, Button, Drawer, Popconfirm } from 'antd';
import { approvalRowActions } from '../../src/ui/approval/approval-actions';
import { PermissionGate } from '../../src/ui/permission-gate';
import type { Row } from '../../src/ui/resource/resource-api';
import { useResourceT } from '../../src/ui/resource/resource-i18n';
import { ResourceScreen } from '../../src/ui/resource/resource-screen';
import { salesSettlementResource as def } from './settlement.resource';
import { SheetView } from './sheet-view';
import { useLazySheetQuery, useRepriceSheetMutation } from './statement.api';

/** A sheet's lines, and pricing it again while it is a draft (never submitted, sent back or refused). */
function SheetActions({ row, onDone }: { row: Row; onDone: () => void }) {
  const t = useResourceT();
  const { message } = App.useApp();
  // the drawer opens once the sheet has loaded and follows it while open; closed, the sheet is dropped
  const [loadSheet, { currentData: sheet, reset: dropSheet }] = useLazySheetQuery();
  const [reprice] = useRepriceSheetMutation();
  // the client has told the user already
  const fail = () => undefined;
  const draft = row.approveState === null || row.approveState === undefined || row.approveState === 2;
  return (
    <>
      <Button size="small" type="link" data-testid="sheet-detail" onClick={() => loadSheet(Number(row.id)).unwrap().catch(dropSheet)}>
        {t('statement.detail')}
      </Button>
      {draft && (
        <PermissionGate button="make">
          <Popconfirm
            title={`${t('statement.reprice')}?`}
            onConfirm={() =>
              reprice(Number(row.id))
                .unwrap()
                .then(() => {
                  void message.success(t('ui.saved'));
                  onDone();
                })
                .catch(fail)
            }
          >
            <Button size="small" type="link">
              {t('statement.reprice')}
            </Button>
          </Popconfirm>
        </PermissionGate>
      )}
      <Drawer open={!!sheet} width={1000} title={`${t('statement.lines')} · ${String(row.settlementCode ?? '')}`} onClose={dropSheet}>
        {sheet && <SheetView sheet={sheet} />}
      </Drawer>
    </>
  );
}

const approval = approvalRowActions(def.name);

/** /statement/settlement-bills: the sheets with their flow (submit, send back, recover), lines and re-pricing. */
export default function Screen() {
  return (
    <ResourceScreen
      def={def}
      rowActions={(row, api) => (
        <>
          {approval(row, api)}
          <SheetActions row={row} onDone={api.list.reload} />
        </>
      )}
    />
  );
}
