import { useCallback, useEffect, useState } from 'react';
import { App, Button, Card, Descriptions, InputNumber, Select, Space, Table, Tabs, Tag } from 'antd';
import { requestData } from '../../src/api/http-client';
import { ResourceScreen } from '../../src/ui/resource/resource-screen';
import { useResourceT } from '../../src/ui/resource/resource-i18n';
import { approvalRowActions } from '../../src/ui/approval/approval-actions';
import type { MoistureAdjustment } from '../../src/domain/quality/moisture';
import { recipeSelectResource } from './recipe-select.resource';
import type { RecipeMaterialRow } from './mix-design.types';
import { TransitWaterPanel } from './transit-water-panel';

interface TaskRow { taskId: number; taskCode: string; orgId: string; projectName: string; pouringSite: string; strength: string; recipeCode: string | null; producible: boolean }
interface Lib { libId: number; recipeCode: string; strength: string; slump: string }
interface Selection { id: number; recipeCode: string; approveState: number | null; leaderApproveState: number | null; producible: boolean; batch: MoistureAdjustment }

const WATER = '水';

/** The selection of one task: the recipe, the day's moisture of its aggregates, the batch weights beside the recipe's, then its submission. */
function SelectionPanel({ task, onChanged }: { task: TaskRow; onChanged: () => void }) {
  const t = useResourceT();
  const { message } = App.useApp();
  const [libs, setLibs] = useState<Lib[]>([]);
  const [libId, setLibId] = useState<number>();
  const [materials, setMaterials] = useState<RecipeMaterialRow[]>([]);
  const [moisture, setMoisture] = useState<Record<string, string | null>>({});
  const [selection, setSelection] = useState<Selection | null>(null);

  useEffect(() => {
    void requestData<Lib[]>('/quality/recipe-lib/get-libs', { params: { org_id: task.orgId } }).then(setLibs);
    void requestData<Selection>('/quality/recipe-select/detail', { params: { taskId: task.taskId, org_id: task.orgId } }).then(setSelection).catch(() => setSelection(null));
  }, [task]);
  useEffect(() => {
    if (!libId) return;
    void requestData<{ materials: RecipeMaterialRow[] }>('/quality/recipe-lib/lib-detail', { params: { libId } }).then((d) => { setMaterials(d.materials); setMoisture({}); });
  }, [libId]);

  const save = async () => {
    const rates = Object.entries(moisture).filter(([, v]) => v !== null && v !== '').map(([materialName, percent]) => ({ materialName, percent }));
    setSelection(await requestData<Selection>('/quality/recipe-select/save-zy', { method: 'POST', params: { org_id: task.orgId }, body: { taskId: task.taskId, recipeId: libId, moisture: rates } }));
    onChanged();
  };
  const submit = async () => {
    setSelection(await requestData<Selection>('/quality/recipe-select/submit', { method: 'POST', params: { org_id: task.orgId }, body: { id: selection!.id } }));
    void message.success(t('recipeSelect.submitted'));
    onChanged();
  };
  const state = (v: number | null) => (v === null ? '—' : t(`res.state${v}`));

  return (
    <Card size="small" title={`${task.taskCode} · ${task.projectName} · ${task.pouringSite}`} data-testid="selection-panel">
      <Space wrap>
        <Select style={{ minWidth: 260 }} placeholder={t('recipeSelect.recipe')} value={libId} onChange={setLibId} data-testid="selection-recipe" showSearch optionFilterProp="label"
          options={libs.map((l) => ({ value: l.libId, label: `${l.recipeCode} · ${l.strength} · ${l.slump}` }))} />
        {materials.filter((m) => m.materialName !== WATER).map((m) => (
          <InputNumber<string> key={m.materialName} addonBefore={`${m.materialName} ${t('recipeSelect.moisture')}`} min="0" max="20" stringMode
            value={moisture[m.materialName] ?? null} onChange={(v) => setMoisture({ ...moisture, [m.materialName]: v })} data-testid={`moisture-${m.materialName}`} />
        ))}
        <Button type="primary" disabled={!libId} onClick={() => save().catch(() => undefined)} data-testid="selection-save">{t('recipeSelect.select')}</Button>
      </Space>
      {selection && <>
        <Descriptions size="small" style={{ marginTop: 12 }} items={[
          { key: 'r', label: t('recipeLib.recipeCode'), children: selection.recipeCode },
          { key: 'a', label: t('recipeSelect.flow'), children: state(selection.approveState) },
          { key: 'l', label: t('recipeSelect.leaderFlow'), children: state(selection.leaderApproveState) },
          { key: 'w', label: t('recipeSelect.waterInAggregates'), children: selection.batch.waterInAggregatesKg },
          { key: 'p', label: t('recipeSelect.producible'), children: <Tag color={selection.producible ? 'green' : 'red'} data-testid="selection-producible">
            {selection.producible ? t('recipeSelect.producible') : t('recipeSelect.notProducible')}</Tag> },
        ]} />
        <Table size="small" pagination={false} rowKey="materialName" dataSource={selection.batch.rows} data-testid="selection-batch"
          summary={() => <Table.Summary.Row><Table.Summary.Cell index={0}>{t('mixDesign.total')}</Table.Summary.Cell><Table.Summary.Cell index={1} align="right">{selection.batch.recipeTotalKg}</Table.Summary.Cell>
            <Table.Summary.Cell index={2} /><Table.Summary.Cell index={3} /><Table.Summary.Cell index={4} align="right">{selection.batch.batchTotalKg}</Table.Summary.Cell></Table.Summary.Row>}
          columns={[
            { title: t('recipeLib.materialName'), dataIndex: 'materialName' },
            { title: t('recipeSelect.recipeKg'), dataIndex: 'recipeKg', align: 'right' },
            { title: t('recipeSelect.moisture'), dataIndex: 'moisturePercent', align: 'right', render: (v: string | null) => v ?? '—' },
            { title: t('recipeSelect.waterInAggregate'), dataIndex: 'waterInAggregateKg', align: 'right' },
            { title: t('recipeSelect.batchKg'), dataIndex: 'batchKg', align: 'right' },
          ]} />
        {selection.approveState === null && <Button style={{ marginTop: 8 }} onClick={() => submit().catch(() => undefined)} data-testid="selection-submit">{t('recipeSelect.submit')}</Button>}
      </>}
      <TransitWaterPanel taskId={task.taskId} orgId={task.orgId} />
    </Card>
  );
}

/**
 * /lab/mixProportion-adopt: the tasks still to produce with their selection (those that cannot be
 * produced first), the selection desk of one task, and the selections with their approvals.
 */
export default function RecipeSelectScreen() {
  const t = useResourceT();
  const [tasks, setTasks] = useState<TaskRow[]>([]);
  const [task, setTask] = useState<TaskRow | null>(null);
  const load = useCallback(() => { void requestData<{ list: TaskRow[] }>('/quality/recipe-select/task-list-select', { method: 'POST', body: { limit: 200 } }).then((p) => setTasks(p.list)); }, []);
  useEffect(load, [load]);
  return (
    <Tabs items={[
      { key: 'desk', label: t('recipeSelect.select'), children: (
        <Space direction="vertical" style={{ width: '100%' }}>
          <Table size="small" rowKey="taskId" dataSource={tasks} data-testid="selection-tasks" pagination={{ pageSize: 10 }}
            onRow={(r) => ({ onClick: () => setTask(r), style: { cursor: 'pointer' } })} rowClassName={(r) => (r.taskId === task?.taskId ? 'ant-table-row-selected' : '')}
            columns={[
              { title: t('recipeSelect.taskCode'), dataIndex: 'taskCode' }, { title: t('task.project'), dataIndex: 'projectName' },
              { title: t('recipeSelect.pouringSite'), dataIndex: 'pouringSite' }, { title: t('recipeLib.strength'), dataIndex: 'strength' },
              { title: t('recipeLib.recipeCode'), dataIndex: 'recipeCode' },
              { title: t('recipeSelect.producible'), dataIndex: 'producible', render: (v: boolean) => <Tag color={v ? 'green' : 'red'}>{v ? t('recipeSelect.producible') : t('recipeSelect.notProducible')}</Tag> },
            ]} />
          {task && <SelectionPanel key={task.taskId} task={task} onChanged={load} />}
        </Space>
      ) },
      { key: 'list', label: t(recipeSelectResource.title), children: <ResourceScreen def={recipeSelectResource} rowActions={approvalRowActions('recipeSelect')} /> },
    ]} />
  );
}
