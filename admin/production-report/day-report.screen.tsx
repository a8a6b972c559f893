import { useState } from 'react';
import { Button, Card, Space } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { useResourceT } from '../../src/ui/resource/resource-i18n';
import { request } from '../../src/api/http-client';
import { StatsFilter, usePlantDayFilter } from './stats-filter';
import { StatTable } from './stat-table';
import { DAY_REPORT_COLUMNS } from './day-report.columns';
import type { StatView } from './stat-views';

const VIEW: StatView = {
  key: 'dayReport',
  path: '/report/production/day-report',
  columns: DAY_REPORT_COLUMNS.map((c) => c.key).filter((c) => c !== 'rowNo'),
  chart: { label: 'taskCode', value: 'quantity' },
};

/** /report/production-report: the production day report of one plant day, with its .xlsx download. */
export default function DayReportScreen() {
  const t = useResourceT();
  const [filter, setFilter] = usePlantDayFilter();
  const [busy, setBusy] = useState(false);
  if (!filter) return null;
  const download = async () => {
    setBusy(true);
    try {
      const blob = await request<Blob>('/report/production/day-report-download', {
        method: 'POST',
        blob: true,
        params: { reportId: filter.beginTime, forceReset: true, ...(filter.stationId ? { stationId: filter.stationId } : {}) },
      });
      const url = URL.createObjectURL(blob);
      const a = Object.assign(document.createElement('a'), { href: url, download: `production-day-report-${filter.beginTime}.xlsx` });
      a.click();
      URL.revokeObjectURL(url);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <Card size="small">
        <Space wrap>
          <StatsFilter value={filter} onChange={setFilter} single />
          <Button icon={<DownloadOutlined />} loading={busy} onClick={download}>
            {t('prodReport.download')}
          </Button>
        </Space>
      </Card>
      <StatTable view={{ ...VIEW, path: VIEW.path }} filter={filter} />
    </Space>
  );
}
