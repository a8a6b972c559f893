import { App, Badge, Button, Card, Empty, Flex, InputNumber, List, Select, Space, Statistic, Tabs, Tag, Typography } from 'antd';
import { memo, useCallback, useRef, useState, type CSSProperties, type DragEvent } from 'react';
import { dispatchApi, type DeskLoad, type DeskTask, type PumpRow, type Suggestion, type YardTruck } from './dispatch.api';
import type { ClockAlert } from '../../src/domain/concrete-clock';
import { LoadClockTag } from './load-clock-tag';
import { useResourceT } from '../../src/ui/resource/resource-i18n';

const DRAG_TYPE = 'application/x-mixboard-truck';
const NONE: readonly never[] = [];
function byTask<T extends { taskId: number }>(rows: readonly T[]): Map<number, T[]> {
  const out = new Map<number, T[]>();
  for (const r of rows) out.set(r.taskId, [...(out.get(r.taskId) ?? []), r]);
  return out;
}

/** A truck of the yard, dragged onto a task to issue its ticket. */
const TruckCard = memo(function TruckCard({ truck }: { truck: YardTruck }) {
  const onDragStart = (e: DragEvent) => {
    e.dataTransfer.setData(DRAG_TYPE, String(truck.vehicleId));
    e.dataTransfer.effectAllowed = 'move';
  };
  return (
    <div
      className="dispatch-truck"
      draggable
      onDragStart={onDragStart}
      data-testid={`yard-truck-${truck.vehicleId}`}
      style={{ border: '1px solid #d9d9d9', borderRadius: 6, padding: '4px 8px', marginBottom: 6, cursor: 'grab', background: '#fff' }}
    >
      <b>{truck.position}.</b> {truck.innerNumber} {truck.plate}{' '}
      <Typography.Text type="secondary">
        {truck.capacity} m³ · {truck.driverName}
      </Typography.Text>
    </div>
  );
});

function Reasons({ s }: { s: Suggestion }) {
  const t = useResourceT();
  return (
    <List
      size="small"
      data-testid="suggestion"
      header={
        <b>
          {s.plate} · {t('dispatch.eta', { m: s.etaMinutes })} · {t('dispatch.leaveIn', { m: s.leaveInMinutes })}
        </b>
      }
      dataSource={s.reasons}
      renderItem={(r) => (
        <List.Item>
          {t(`dispatch.reason.${r.code}`, r.params)}
          {r.code === 'travel' && r.params.measured ? t('dispatch.reason.travelMeasured') : ''}
        </List.Item>
      )}
    />
  );
}

interface TaskCardProps {
  task: DeskTask;
  loads: readonly DeskLoad[];
  alerts: readonly ClockAlert[];
  pumps: readonly PumpRow[];
  /** the plate of a yard truck, for the message after a drop (plates do not change, so a stale lookup is as good) */
  plateOf: (vehicleId: number) => string;
}
const sameItems = <T,>(a: readonly T[], b: readonly T[]) => a.length === b.length && a.every((x, i) => x === b[i]);
/**
 * A refetch keeps unchanged rows as the same objects (RTK Query's structural sharing), so a card
 * whose task, loads and alerts are the same objects as before is not rendered again: a live event
 * on one task repaints that card, not the whole desk.
 */
const unchanged = (a: TaskCardProps, b: TaskCardProps) =>
  a.task === b.task && a.pumps === b.pumps && sameItems(a.loads, b.loads) && sameItems(a.alerts, b.alerts);

/** One running task: a drop target, its figures, its pump, its loads' clocks, its suggestion. */
const TaskCard = memo(function TaskCard({ task, loads, alerts, pumps, plateOf }: TaskCardProps) {
  const t = useResourceT();
  const { message } = App.useApp();
  const [issue] = dispatchApi.useIssueMutation();
  const [suggest, { isLoading: suggesting }] = dispatchApi.useSuggestMutation();
  const [updatePump] = dispatchApi.useUpdatePumpMutation();
  const [suggestion, setSuggestion] = useState<Suggestion | null>(null);
  const [over, setOver] = useState(false);
  const [pumpId, setPumpId] = useState<number | undefined>(task.pumpId ?? undefined);
  const [spacing, setSpacing] = useState<number>(task.spacingMinutes);

  const send = async (vehicleId: number) => {
    const plate = plateOf(vehicleId);
    try {
      await issue({ taskId: task.id, vehicleId, suggestionId: suggestion?.id }).unwrap();
      setSuggestion(null);
      message.success(t('dispatch.issued', { plate, task: task.taskCode }));
    } catch {
      /* the HTTP client shows the server's message */
    }
  };
  const onDrop = (e: DragEvent) => {
    e.preventDefault();
    setOver(false);
    const id = Number(e.dataTransfer.getData(DRAG_TYPE));
    if (id) void send(id);
  };

  return (
    <div data-testid={`desk-task-${task.id}`}>
      <Card
        size="small"
        onDragOver={(e) => {
          e.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={onDrop}
        style={{ outline: over ? '2px dashed #1677ff' : undefined }}
        title={
          <Space>
            {task.taskCode}
            <Typography.Text type="secondary">
              {task.projectName} · {task.pouringSite} · {task.strength}
            </Typography.Text>
          </Space>
        }
        extra={<Badge count={alerts.length} title={t('dispatch.alerts')} data-testid="task-alerts" />}
      >
        <Flex gap={24} wrap>
          <Statistic title={t('dispatch.remaining')} value={task.remaining} suffix="m³" />
          <Statistic title={t('dispatch.onRoad')} value={task.onRoad} />
          <Statistic title={t('dispatch.onSite')} value={task.onSite} />
          <Statistic title={t('dispatch.truckCount')} value={task.truckCount} data-testid="task-truck-count" />
        </Flex>
        <Space wrap style={{ marginTop: 8 }}>
          <span>{t('dispatch.pump')}</span>
          <Select
            style={{ width: 180 }}
            allowClear
            placeholder={t('dispatch.noPumpSet')}
            value={pumpId}
            onChange={setPumpId}
            options={pumps.filter((p) => p.orgId === task.orgId).map((p) => ({ value: p.id, label: `${p.innerNumber} ${p.plate}` }))}
          />
          <span>{t('dispatch.spacing')}</span>
          <InputNumber min={1} max={240} value={spacing} onChange={(v) => setSpacing(v ?? task.spacingMinutes)} style={{ width: 80 }} />
          <Button size="small" onClick={() => void updatePump({ taskId: task.id, pumpId, spacingMinutes: spacing })}>
            {t('dispatch.savePump')}
          </Button>
        </Space>
        <div style={{ marginTop: 8 }}>
          {loads.map((l) => (
            <LoadClockTag key={l.ticketId} load={l} />
          ))}
        </div>
        {alerts.length > 0 && (
          <div>
            {alerts.map((a) => (
              <Tag key={`${a.kind}${a.ticketId}`} color="red">
                {t(`dispatch.alert.${a.kind}`)} {a.minutes}′
              </Tag>
            ))}
          </div>
        )}
        <Space style={{ marginTop: 8 }}>
          <Button
            size="small"
            loading={suggesting}
            data-testid="suggest"
            onClick={async () => {
              try {
                setSuggestion(await suggest(task.id).unwrap());
              } catch {
                /* shown by the client */
              }
            }}
          >
            {t('dispatch.suggest')}
          </Button>
          {suggestion && (
            <Button size="small" type="primary" data-testid="accept" onClick={() => void send(suggestion.vehicleId)}>
              {t('dispatch.accept')}
            </Button>
          )}
        </Space>
        {suggestion && (
          <>
            <Reasons s={suggestion} />
            <Typography.Text type="secondary">{t('dispatch.override')}</Typography.Text>
          </>
        )}
      </Card>
    </div>
  );
}, unchanged);

interface StationPaneProps {
  yard: readonly YardTruck[];
  tasks: readonly DeskTask[];
  loads: readonly DeskLoad[];
  alerts: readonly ClockAlert[];
  pumps: readonly PumpRow[];
  plateOf: (vehicleId: number) => string;
}
/**
 * A live event of another station changes nothing of this one: its yard is the same array (RTK
 * Query's structural sharing) and its tasks, loads and alerts the same objects, so the pane and
 * its hundred cards are skipped as one instead of each card being compared on every refetch.
 */
const sameStation = (a: StationPaneProps, b: StationPaneProps) =>
  a.yard === b.yard && a.pumps === b.pumps && sameItems(a.tasks, b.tasks) && sameItems(a.loads, b.loads) && sameItems(a.alerts, b.alerts);

/** below the shell's header and tags bar (85 px) when the header is fixed */
const YARD_STYLE: CSSProperties = { width: 300, flex: 'none', position: 'sticky', top: 96, maxHeight: 'calc(100vh - 104px)', overflowY: 'auto' };

/** One station's pane: its yard in order, and its running tasks as drop targets. */
const StationPane = memo(function StationPane({ yard, tasks, loads, alerts, pumps, plateOf }: StationPaneProps) {
  const t = useResourceT();
  const loadsOf = byTask(loads);
  const alertsOf = byTask(alerts);
  return (
    <Flex gap={16} align="flex-start">
      {/* the yard scrolls on its own and stays in view, so its head truck and any task of a long desk are on screen together for a drag */}
      <div style={YARD_STYLE} data-testid="yard">
        <Card size="small" title={t('dispatch.yard')}>
          {yard.length ? yard.map((y) => <TruckCard key={y.vehicleId} truck={y} />) : <Empty description={t('dispatch.noYard')} />}
        </Card>
      </div>
      <div style={{ flex: 1, display: 'grid', gap: 12, gridTemplateColumns: 'repeat(auto-fill, minmax(420px, 1fr))' }}>
        {tasks.length ? (
          tasks.map((x) => (
            <TaskCard key={x.id} task={x} loads={loadsOf.get(x.id) ?? NONE} alerts={alertsOf.get(x.id) ?? NONE} pumps={pumps} plateOf={plateOf} />
          ))
        ) : (
          <Empty description={t('dispatch.noTasks')} />
        )}
      </div>
    </Flex>
  );
}, sameStation);

/**
 * /production/adjust-center/dispatch-car, the dispatch desk: per station its trucks in yard order
 * and its running tasks; a truck dropped on a task leaves with the next load. Live: every ticket,
 * task, truck or queue event refetches the desk (at most once a second); only the panes whose
 * rows changed render again.
 */
export default function DispatchCarScreen() {
  const t = useResourceT();
  const { data: desk, isLoading } = dispatchApi.useDeskQuery();
  const { data: pumps } = dispatchApi.usePumpsQuery();
  const [orgId, setOrgId] = useState<string>();
  // the plate for a drop's message, read from the desk of the moment: one function for the life of the screen, so panes stay memoised
  const current = useRef(desk);
  current.current = desk;
  const plateOf = useCallback((vehicleId: number) => current.current?.stations.flatMap((s) => s.yard).find((y) => y.vehicleId === vehicleId)?.plate ?? '', []);
  if (!desk) return <Card loading={isLoading} />;
  const rate = desk.acceptance.rate;
  const header = (
    <Flex gap={32} wrap align="center">
      <Statistic title={t('dispatch.acceptance')} value={rate === null ? '—' : `${Math.round(rate * 1000) / 10}%`} data-testid="acceptance-rate" />
      <Typography.Text type="secondary">{t('dispatch.decided', { n: desk.acceptance.decided })}</Typography.Text>
      <Badge count={desk.alerts.length} showZero color={desk.alerts.length ? 'red' : 'green'}>
        <span style={{ paddingRight: 12 }}>{t('dispatch.alerts')}</span>
      </Badge>
      <Typography.Text type="secondary">
        {t('dispatch.thresholds', { d: desk.thresholds.dischargeMinutes, s: desk.thresholds.siteMinutes, b: desk.thresholds.bunchingMinutes })}
      </Typography.Text>
    </Flex>
  );
  const items = desk.stations.map((st) => {
    const tasks = desk.tasks.filter((x) => x.orgId === st.orgId);
    const ids = new Set(tasks.map((x) => x.id));
    return {
      key: st.orgId,
      label: (
        <span>
          {st.orgName} <Tag>{st.yard.length}</Tag>
        </span>
      ),
      children: (
        <StationPane
          yard={st.yard}
          tasks={tasks}
          loads={desk.loads.filter((l) => l.orgId === st.orgId)}
          alerts={desk.alerts.filter((a) => ids.has(a.taskId))}
          pumps={pumps?.list ?? NONE}
          plateOf={plateOf}
        />
      ),
    };
  });
  return (
    <Card
      title={
        <h1 className="card-title" data-testid="dispatch-desk">
          {t('dispatch.desk')}
        </h1>
      }
      extra={<Typography.Text type="secondary">{t('dispatch.dropHere')}</Typography.Text>}
    >
      {header}
      <Tabs activeKey={orgId ?? desk.stations[0]?.orgId} onChange={setOrgId} items={items} />
    </Card>
  );
}
