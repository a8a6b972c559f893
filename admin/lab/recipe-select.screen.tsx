import { useState } from 'react';
import { App, Button, Card, Descriptions, InputNumber, Select, Space, Table, Tabs, Tag } from 'antd';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { ResourceScreen } from '../../src/ui/resource/resource-screen';
import { useResourceT } from '../../src/ui/resource/resource-i18n';
import { approvalRowActions } from '../../src/ui/approval/approval-actions';
import {
  useRecipeMaterialsQuery,
  useSaveSelectionMutation,
  useSelectableRecipesQuery,
  useSelectionQuery,
  useSelectionTasksQuery,
  useSubmitSelectionMutation,
  type SelectionTask,
} from './lab.api';
import { recipeSelectResource } from './recipe-select.resource';
import { TransitWaterPanel } from './transit-water-panel';

const WATER = '水';

/** The selection of one task: the recipe, the day's moisture of its aggregates, the batch weights beside the recipe's, then its submission. */
function SelectionPanel({ task }: { task: SelectionTask }) {
  const t = useResourceT();
  const { message } = App.useApp();
  const of = { taskId: task.taskId, orgId: task.orgId };
  const libs = useSelectableRecipesQuery(task.orgId).data ?? [];
  const [libId, setLibId] = useState<number>();
  // a recipe's materials stay until the next one's have loaded; the moisture typed goes with its recipe
  const materials = useRecipeMaterialsQuery(libId ?? skipToken).data?.materials ?? [];
  const [moisture, setMoisture] = useState<Record<string, string | null>>({});
  const pickLib = (id: number) => {
    setLibId(id);
    setMoisture({});
  };
  // none while the task has no selection (the call refuses it); saved or submitted, the write's answer shows at once
  const { data: found, isError } = useSelectionQuery(of);
  const selection = isError ? null : (found ?? null);
  const [saveSelection] = useSaveSelectionMutation();
  const [submitSelection] = useSubmitSelectionMutation();

  // the task list follows every save and submission (their tag)
  const save = async () => {
    const rates = Object.entries(moisture)
      .filter(([, v]) => v !== null && v !== '')
      .map(([materialName, percent]) => ({ materialName, percent: percent! }));
    await saveSelection({ ...of, recipeId: libId!, moisture: rates }).unwrap();
  };
  const submit = async () => {
    await submitSelection({ ...of, id: selection!.id }).unwrap();
    void message.success(t('recipeSelect.submitted'));
  };
  const state = (v: number | null) => (v === null ? '—' : t(`res.state${v}`));

  return (
    <Card size="small" title={`${task.taskCode} · ${task.projectName} · ${task.pouringSite}`} data-testid="selection-panel">
      <Space wrap>
        <Select
          style={{ minWidth: 260 }}
          placeholder={t('recipeSelect.recipe')}
          value={libId}
          onChange={pickLib}
          data-testid="selection-recipe"
          showSearch
          optionFilterProp="label"
          options={libs.map((l) => ({ value: l.libId, label: `${l.recipeCode} · ${l.strength} · ${l.slump}` }))}
        />
        {materials
          .filter((m) => m.materialName !== WATER)
          .map((m) => (
            <InputNumber<string>
              key={m.materialName}
              addonBefore={`${m.materialName} ${t('recipeSelect.moisture')}`}
              min="0"
              max="20"
              stringMode
              value={moisture[m.materialName] ?? null}
              onChange={(v) => setMoisture({ ...moisture, [m.materialName]: v })}
              data-testid={`moisture-${m.materialName}`}
            />
          ))}
        <Button type="primary" disabled={!libId} onClick={() => save().catch(() => undefined)} data-testid="selection-save">
          {t('recipeSelect.select')}
        </Button>
      </Space>
      {selection && (
        <>
          <Descriptions
            size="small"
            style={{ marginTop: 12 }}
            items={[
              { key: 'r', label: t('recipeLib.recipeCode'), children: selection.recipeCode },
              { key: 'a', label: t('recipeSelect.flow'), children: state(selection.approveState) },
              { key: 'l', label: t('recipeSelect.leaderFlow'), children: state(selection.leaderApproveState) },
              { key: 'w', label: t('recipeSelect.waterInAggregates'), children: selection.batch.waterInAggregatesKg },
              {
                key: 'p',
                label: t('recipeSelect.producible'),
                children: (
                  <Tag color={selection.producible ? 'green' : 'red'} data-testid="selection-producible">
                    {selection.producible ? t('recipeSelect.producible') : t('recipeSelect.notProducible')}
                  </Tag>
                ),
              },
            ]}
          />
          <Table
            size="small"
            pagination={false}
            rowKey="materialName"
            dataSource={selection.batch.rows}
            data-testid="selection-batch"
            summary={() => (
              <Table.Summary.Row>
                <Table.Summary.Cell index={0}>{t('mixDesign.total')}</Table.Summary.Cell>
                <Table.Summary.Cell index={1} align="right">
                  {selection.batch.recipeTotalKg}
                </Table.Summary.Cell>
                <Table.Summary.Cell index={2} />
                <Table.Summary.Cell index={3} />
                <Table.Summary.Cell index={4} align="right">
                  {selection.batch.batchTotalKg}
                </Table.Summary.Cell>
              </Table.Summary.Row>
            )}
            columns={[
              { title: t('recipeLib.materialName'), dataIndex: 'materialName' },
              { title: t('recipeSelect.recipeKg'), dataIndex: 'recipeKg', align: 'right' },
              { title: t('recipeSelect.moisture'), dataIndex: 'moisturePercent', align: 'right', render: (v: string | null) => v ?? '—' },
              { title: t('recipeSelect.waterInAggregate'), dataIndex: 'waterInAggregateKg', align: 'right' },
              { title: t('recipeSelect.batchKg'), dataIndex: 'batchKg', align: 'right' },
            ]}
          />
          {selection.approveState === null && (
            <Button style={{ marginTop: 8 }} onClick={() => submit().catch(() => undefined)} data-testid="selection-submit">
              {t('recipeSelect.submit')}
            </Button>
          )}
        </>
      )}
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
  const tasks = useSelectionTasksQuery().data?.list ?? [];
  const [task, setTask] = useState<SelectionTask | null>(null);
  return (
    <Tabs
      items={[
        {
          key: 'desk',
          label: t('recipeSelect.select'),
          children: (
            <Space direction="vertical" style={{ width: '100%' }}>
              <Table
                size="small"
                rowKey="taskId"
                dataSource={tasks}
                data-testid="selection-tasks"
                pagination={{ pageSize: 10 }}
                onRow={(r) => ({ onClick: () => setTask(r), style: { cursor: 'pointer' } })}
                rowClassName={(r) => (r.taskId === task?.taskId ? 'ant-table-row-selected' : '')}
                columns={[
                  { title: t('recipeSelect.taskCode'), dataIndex: 'taskCode' },
                  { title: t('task.project'), dataIndex: 'projectName' },
                  { title: t('recipeSelect.pouringSite'), dataIndex: 'pouringSite' },
                  { title: t('recipeLib.strength'), dataIndex: 'strength' },
                  { title: t('recipeLib.recipeCode'), dataIndex: 'recipeCode' },
                  {
                    title: t('recipeSelect.producible'),
                    dataIndex: 'producible',
                    render: (v: boolean) => <Tag color={v ? 'green' : 'red'}>{v ? t('recipeSelect.producible') : t('recipeSelect.notProducible')}</Tag>,
                  },
                ]}
              />
              {task && <SelectionPanel key={task.taskId} task={task} />}
            </Space>
          ),
        },
        {
          key: 'list',
          label: t(recipeSelectResource.title),
          children: <ResourceScreen def={recipeSelectResource} rowActions={approvalRowActions('recipeSelect')} />,
        },
      ]}
    />
  );
}
