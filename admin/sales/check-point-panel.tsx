import { useState } from 'react';
import { App, Button, DatePicker, InputNumber, Space } from 'antd';
import type { Dayjs } from 'dayjs';
import { ResourceScreen } from '../../src/ui/resource/resource-screen';
import { useResourceT } from '../../src/ui/resource/resource-i18n';
import { checkPointResource } from './check-point.resource';
import { useGenerateCheckPointMutation } from './sales.api';

/** Check points: generate one for a contract and a day (`/sales/check-point/generate`), beside their list. */
export function CheckPointPanel() {
  const t = useResourceT();
  const { message } = App.useApp();
  const [pactId, setPactId] = useState<number | null>(null);
  const [day, setDay] = useState<Dayjs | null>(null);
  const [version, setVersion] = useState(0);
  const [generateCheckPoint, { isLoading: busy }] = useGenerateCheckPointMutation();
  const generate = async () => {
    if (!pactId || !day) return;
    try {
      await generateCheckPoint({ pact_id: pactId, checkDate: day.format('YYYY-MM-DD') }).unwrap();
      setVersion((v) => v + 1);
    } catch (e) {
      void message.error((e as Error).message, 3);
    }
  };
  return (
    <>
      <Space style={{ marginBottom: 12 }}>
        <InputNumber min={1} precision={0} placeholder="pact_id" value={pactId} onChange={(v) => setPactId(v)} aria-label="pact_id" />
        <DatePicker value={day} onChange={setDay} aria-label={t('terms.checkDate')} />
        <Button type="primary" loading={busy} disabled={!pactId || !day} onClick={() => void generate()}>
          {t('terms.generate')}
        </Button>
      </Space>
      <ResourceScreen key={version} def={checkPointResource} />
    </>
  );
}
