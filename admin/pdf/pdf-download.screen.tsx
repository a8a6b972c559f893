import { useState } from 'react';
import { Button, Card, Table, Tag } from 'antd';
import type { Params } from '../../src/api/http-client';
import { printDoc } from '../../src/domain/resources/print';
import { resourceByName } from '../../src/domain/resources/registry';
import type { SearchDef } from '../../src/domain/resources/types';
import { SearchForm } from '../../src/ui/resource/search-form';
import { downloadJobPdf, showPdf, usePrintJobsQuery, type PrintJob } from '../../src/ui/print/print-api';
import { usePrintT } from '../../src/ui/print/print-i18n';

const SEARCH: readonly SearchDef[] = [
  { name: 'recordCode', type: 'input', label: 'print.record' },
  { name: 'createTime', type: 'daterange', label: 'print.printedAt' },
];

const kilobytes = (n: number) => `${(n / 1024).toFixed(1)} KB`;

/**
 * /pdf/download: the documents printed in the caller's organisations, newest first, each opened
 * again as the very PDF that was printed.
 */
export default function PdfDownloadScreen() {
  const t = usePrintT();
  const [params, setParams] = useState<Params>({ page: 1, limit: 20 });
  const { data, isFetching } = usePrintJobsQuery(params);
  const [opening, setOpening] = useState<number | null>(null);

  const search = (values: Record<string, string>) => {
    const { createTimeStart, createTimeEnd, ...rest } = values;
    const range = createTimeStart || createTimeEnd ? { createTime: `${createTimeStart ?? ''},${createTimeEnd ?? ''}` } : {};
    setParams({ ...rest, ...range, page: 1, limit: Number(params.limit) });
  };
  const open = async (job: PrintJob) => {
    setOpening(job.id);
    const tab = window.open('', '_blank');
    try {
      showPdf(await downloadJobPdf(job.id), `${job.title}-${job.recordCode}.pdf`, tab);
    } catch {
      tab?.close();
    } finally {
      setOpening(null);
    }
  };
  // the title in the reader's language where the document is still declared, else as printed
  const titleOf = (job: PrintJob) => {
    const def = resourceByName(job.resource);
    const doc = def && printDoc(def, job.doc);
    return doc ? t(doc.title) : job.title;
  };

  return (
    <Card size="small" title={t('print.jobs')} data-testid="pdf-download">
      <SearchForm name="pdf-download-search" fields={SEARCH} onSearch={search} />
      <Table<PrintJob>
        rowKey="id"
        size="small"
        loading={isFetching}
        dataSource={data?.list ?? []}
        pagination={{
          current: Number(params.page),
          pageSize: Number(params.limit),
          total: data?.total ?? 0,
          showSizeChanger: true,
          onChange: (page, limit) => setParams({ ...params, page, limit }),
        }}
        columns={[
          { title: t('print.printedAt'), dataIndex: 'createTime', width: 170 },
          {
            title: t('print.document'),
            key: 'title',
            render: (_, job) => (
              <>
                {titleOf(job)} {job.reprint && <Tag color="orange">{t('print.copy')}</Tag>}
              </>
            ),
          },
          { title: t('print.record'), dataIndex: 'recordCode' },
          { title: t('print.printedBy'), dataIndex: 'userName', width: 110 },
          { title: t('print.pages'), dataIndex: 'pages', width: 70, align: 'right' },
          { title: t('print.size'), dataIndex: 'sizeBytes', width: 100, align: 'right', render: (n: number) => kilobytes(n) },
          {
            title: '',
            key: 'download',
            width: 90,
            render: (_, job) => (
              <Button size="small" type="link" loading={opening === job.id} onClick={() => void open(job)}>
                {t('print.download')}
              </Button>
            ),
          },
        ]}
      />
    </Card>
  );
}
