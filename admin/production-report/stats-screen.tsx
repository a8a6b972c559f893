import { useState } from 'react';
import { Space, Tabs } from 'antd';
import type { ReactNode } from 'react';
import { useResourceT } from '../../src/ui/resource/resource-i18n';
import type { StatView } from './stat-views';
import { StatTable } from './stat-table';
import { StatsFilter, usePlantDayFilter } from './stats-filter';

/** A screen of statistics: one filter, one tab per statistic; `extra` tabs follow them. */
export function StatsScreen({ views, extra = [] }: { views: readonly StatView[]; extra?: ReadonlyArray<{ key: string; label: string; children: ReactNode }> }) {
  const t = useResourceT();
  const [filter, setFilter] = usePlantDayFilter(views[0].days);
  const [active, setActive] = useState(views[0].key);
  const view = views.find((v) => v.key === active);
  if (!filter) return null;
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      {view && <StatsFilter value={filter} onChange={setFilter} month={view.month} />}
      <Tabs
        activeKey={active}
        onChange={setActive}
        destroyOnHidden
        items={[...views.map((v) => ({ key: v.key, label: t(`prodReport.${v.key}`), children: <StatTable view={v} filter={filter} /> })), ...extra]}
      />
    </Space>
  );
}
