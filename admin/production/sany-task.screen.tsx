import { useState } from 'react';
import { App, Button } from 'antd';
import { TASK_STATE } from '../../src/domain/events';
import { approvalRowActions } from '../../src/ui/approval/approval-actions';
import { PermissionGate } from '../../src/ui/permission-gate';
import { FormDialog } from '../../src/ui/resource/form-dialog';
import type { Row } from '../../src/ui/resource/resource-api';
import { useResourceT } from '../../src/ui/resource/resource-i18n';
import { ResourceScreen, type ResourceScreenApi } from '../../src/ui/resource/resource-screen';
import { sanyTaskResource } from './sany-task.resource';
import { useSaveSanyTaskMutation } from './production.api';
import { ProjectSelect, RecipeSelect } from './task-inputs';

const approvalActions = approvalRowActions('sanyTask');

/**
 * /production/order and /production/task-edit: production (sany) tasks. A task is entered pending
 * (the server checks the customer's credit and names the amount over it), edited while pending,
 * submitted into its approval and opened when approved; cancel and resume are its transitions.
 */
export default function SanyTaskScreen() {
  const t = useResourceT();
  const { message } = App.useApp();
  const [editing, setEditing] = useState<{ record: Row | null; api: ResourceScreenApi } | null>(null);
  const [saveTask] = useSaveSanyTaskMutation();
  const save = async (values: Row) => {
    await saveTask({ values, update: !!editing?.record }).unwrap();
    void message.success(t('ui.saved'));
    editing?.api.list.reload();
    setEditing(null);
  };
  return (
    <>
      <ResourceScreen
        def={sanyTaskResource}
        toolbar={(api) => (
          <PermissionGate button="add">
            <Button type="primary" onClick={() => setEditing({ record: null, api })} data-testid="sany-task-add">
              {t('ui.add')}
            </Button>
          </PermissionGate>
        )}
        rowActions={(row, api) => (
          <>
            {Number(row.state) === TASK_STATE.pending && row.approveState !== 0 && (
              <PermissionGate button="edit">
                <Button size="small" type="link" onClick={() => setEditing({ record: row, api })}>
                  {t('sanyTask.edit')}
                </Button>
              </PermissionGate>
            )}
            {approvalActions(row, api)}
          </>
        )}
      />
      <FormDialog
        def={sanyTaskResource}
        open={editing !== null}
        record={editing?.record ?? null}
        title={t(editing?.record ? 'sanyTask.edit' : 'sanyTask.title')}
        inputs={{ projectId: <ProjectSelect />, recipeId: <RecipeSelect /> }}
        onCancel={() => setEditing(null)}
        onSubmit={(v) => save(v).catch(() => undefined)}
      />
    </>
  );
}
