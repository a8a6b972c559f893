import { Select } from 'antd';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { useResourceT } from '../../src/ui/resource/resource-i18n';
import { useCustomerNamesQuery } from '../sales/sales.api';
import { useSettlementProjectsQuery } from './statement.api';

/** The customer and (optionally) project choice the delivery book and the sheets share; projects follow the customer. */
export function CustomerProjectPick({
  customerId,
  projectId,
  onChange,
}: {
  customerId?: number;
  projectId?: number;
  onChange: (v: { customerId?: number; projectId?: number }) => void;
}) {
  const t = useResourceT();
  // a refused read has been told to the user already: its picker stays empty; no projects while another customer's load
  const customers = (useCustomerNamesQuery().data ?? []).map((c) => ({ value: c.id, label: c.customerName }));
  const projects = (useSettlementProjectsQuery(customerId ?? skipToken).currentData ?? []).map((p) => ({ value: p.id, label: p.projectName }));
  return (
    <>
      <Select
        style={{ width: 260 }}
        showSearch
        optionFilterProp="label"
        placeholder={t('statement.chooseCustomer')}
        options={customers}
        value={customerId}
        onChange={(v: number) => onChange({ customerId: v, projectId: undefined })}
        data-testid="pick-customer"
      />
      <Select
        style={{ width: 240 }}
        allowClear
        showSearch
        optionFilterProp="label"
        placeholder={t('statement.allProjects')}
        options={projects}
        value={projectId}
        onChange={(v?: number) => onChange({ customerId, projectId: v })}
        data-testid="pick-project"
      />
    </>
  );
}
