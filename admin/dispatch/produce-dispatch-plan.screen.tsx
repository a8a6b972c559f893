import { Card, DatePicker, Empty, Select, Space, Tag, Tooltip, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { ReplayMap } from '../../src/map/replay-map';
import { useTileUrl } from '../../src/map/use-tile-url';
import { useAppSelector } from '../../src/store/hooks';
import { dispatchApi, type Schedule, type ScheduleBar } from './dispatch.api';
import { useResourceT } from '../../src/ui/resource/resource-i18n';
import { dayText, plantTodayValue } from '../../src/ui/plant-day';

const secondsOf = (s: string) => Date.parse(`${s.replace(' ', 'T')}Z`) / 1000;

/** One pump or mixer across the day: a bar per task, red where two overlap. */
function Lane({ bars, from, to }: { bars: ScheduleBar[]; from: string; to: string }) {
  const a = secondsOf(from);
  const span = secondsOf(to) - a;
  return (
    <div style={{ position: 'relative', height: 26, background: '#fafafa', border: '1px solid #f0f0f0' }}>
      {bars.map((b) => {
        const left = Math.max(0, (secondsOf(b.start) - a) / span) * 100;
        const width = Math.max(0.4, ((Math.min(secondsOf(b.end), a + span) - Math.max(secondsOf(b.start), a)) / span) * 100);
        return (
          <Tooltip key={`${b.taskId}${b.start}`} title={`${b.taskCode} ${b.projectName} ${b.start.slice(11, 16)}–${b.end.slice(11, 16)}`}>
            <div
              data-testid={b.conflict ? 'bar-conflict' : 'bar'}
              style={{
                position: 'absolute',
                left: `${left}%`,
                width: `${width}%`,
                top: 3,
                height: 18,
                borderRadius: 3,
                background: b.conflict ? '#ff4d4f' : b.running ? '#1677ff' : '#91caff',
                color: '#fff',
                fontSize: 11,
                overflow: 'hidden',
                whiteSpace: 'nowrap',
              }}
            >
              {b.taskCode.slice(-6)}
            </div>
          </Tooltip>
        );
      })}
    </div>
  );
}

function ScheduleView({ data }: { data: Schedule }) {
  const t = useResourceT();
  if (!data.rows.length) return <Empty description={t('dispatch.noRows')} />;
  return (
    <div data-testid="schedule">
      {data.rows.map((r) => (
        <div key={`${r.kind}${r.id}`} style={{ display: 'grid', gridTemplateColumns: '200px 1fr', alignItems: 'center', gap: 8, marginBottom: 4 }}>
          <span>
            <Tag color={r.kind === 'pump' ? 'purple' : 'cyan'}>{t(r.kind === 'pump' ? 'dispatch.kindPump' : 'dispatch.kindMixer')}</Tag>
            {r.name}
            {r.conflicts > 0 && <Tag color="red">{t('dispatch.conflict')}</Tag>}
          </span>
          <Lane bars={r.bars} from={data.from} to={data.to} />
        </div>
      ))}
    </div>
  );
}

/**
 * /production/adjust-center/produce-dispatch-plan: the day of one station, each pump and mixer
 * on its tasks with conflicts marked, and the replay of a whole pour on the map.
 */
export default function ProduceDispatchPlanScreen() {
  const t = useResourceT();
  const stations = useAppSelector((s) => s.session.orgList).filter((o) => o.org_type === 'station');
  const [orgId, setOrgId] = useState<string>();
  // the plant's day, not the browser's: a PC in another zone opens on the day the plant is in
  const [date, setDate] = useState<Dayjs>(() => plantTodayValue());
  const [taskId, setTaskId] = useState<number>();
  const { data } = dispatchApi.useScheduleQuery({ orgId, date: dayText(date) });
  const { data: replay, isFetching } = dispatchApi.useReplayQuery(taskId ?? 0, { skip: !taskId });
  const tileUrl = useTileUrl();
  const { data: running } = dispatchApi.useTasksQuery(data?.orgId, { skip: !data });
  // the day's tasks on the schedule, and the station's running ones (a pour not batched yet today)
  const tasks = [
    ...new Map(
      [...(data?.rows ?? []).flatMap((r) => r.bars), ...(running?.list ?? [])].map((b) => [
        'taskId' in b ? b.taskId : b.id,
        { taskId: 'taskId' in b ? b.taskId : b.id, taskCode: b.taskCode, projectName: b.projectName },
      ]),
    ).values(),
  ];
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Card
        title={<h1 className="card-title">{t('dispatch.schedule')}</h1>}
        extra={
          <Space>
            <Select
              style={{ width: 200 }}
              value={orgId ?? data?.orgId}
              onChange={setOrgId}
              placeholder={t('dispatch.station')}
              options={stations.map((s) => ({ value: s.org_id, label: s.org_short_name ?? s.org_name }))}
            />
            <DatePicker value={date} onChange={(d) => d && setDate(d)} allowClear={false} aria-label={t('dispatch.date')} data-testid="schedule-date" />
            {data && <Typography.Text type={data.conflicts ? 'danger' : 'secondary'}>{t('dispatch.conflicts', { n: data.conflicts })}</Typography.Text>}
          </Space>
        }
      >
        {data ? <ScheduleView data={data} /> : <Card loading />}
      </Card>
      <Card
        title={t('dispatch.replay')}
        loading={isFetching}
        extra={
          <span data-testid="replay-task">
            <Select
              style={{ width: 320 }}
              showSearch
              optionFilterProp="label"
              value={taskId}
              onChange={setTaskId}
              placeholder={t('dispatch.replayTask')}
              options={tasks.map((b) => ({ value: b.taskId, label: `${b.taskCode} ${b.projectName}` }))}
            />
          </span>
        }
      >
        {replay && replay.trucks.length ? (
          <ReplayMap
            key={replay.taskId}
            trucks={replay.trucks}
            seconds={replay.seconds}
            start={replay.start}
            plant={replay.plant}
            site={{ ...replay.site, name: replay.projectName }}
            orgId={data?.orgId ?? ''}
            tileUrl={tileUrl}
          />
        ) : (
          <Empty description={t('dispatch.noTrack')} />
        )}
      </Card>
    </Space>
  );
}
