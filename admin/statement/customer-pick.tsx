import { useEffect, useState } from 'react';
import { Select } from 'antd';
import { requestData } from '../../src/api/http-client';
import { useResourceT } from '../../src/ui/resource/resource-i18n';

type Option = { value: number; label: string };

/** The customer and (optionally) project choice the delivery book and the sheets share; projects follow the customer. */
export function CustomerProjectPick({ customerId, projectId, onChange }: {
  customerId?: number; projectId?: number; onChange: (v: { customerId?: number; projectId?: number }) => void;
}) {
  const t = useResourceT();
  const [customers, setCustomers] = useState<Option[]>([]);
  const [projects, setProjects] = useState<Option[]>([]);
  // requestData has told the user already
  const fail = () => undefined;
  useEffect(() => {
    requestData<Array<{ id: number; customerName: string }>>('/resource/customer/list')
      .then((list) => setCustomers(list.map((c) => ({ value: c.id, label: c.customerName })))).catch(fail);
  }, []);
  useEffect(() => {
    setProjects([]);
    if (customerId === undefined) return;
    requestData<Array<{ id: number; projectName: string }>>('/sales/sanysettlementsheet/project-name-select', { params: { customerId: String(customerId) } })
      .then((list) => setProjects(list.map((p) => ({ value: p.id, label: p.projectName })))).catch(fail);
  }, [customerId]);
  return (
    <>
      <Select style={{ width: 260 }} showSearch optionFilterProp="label" placeholder={t('statement.chooseCustomer')} options={customers} value={customerId}
        onChange={(v: number) => onChange({ customerId: v, projectId: undefined })} data-testid="pick-customer" />
      <Select style={{ width: 240 }} allowClear showSearch optionFilterProp="label" placeholder={t('statement.allProjects')} options={projects} value={projectId}
        onChange={(v?: number) => onChange({ customerId, projectId: v })} data-testid="pick-project" />
    </>
  );
}
