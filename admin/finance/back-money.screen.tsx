import { Form, Select, type SelectProps } from 'antd';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { ResourceScreen } from '../../src/ui/resource/resource-screen';
import { useResourceT } from '../../src/ui/resource/resource-i18n';
import { useCustomerNamesQuery } from '../sales/sales.api';
import { backMoneyResource as def } from './back-money.resource';
import { useBackMoneyContractsQuery } from './finance.api';
import { VoucherImages } from './voucher-images';

// a refused read has been told to the user already: its picker stays empty

/** The customer a payment came from, picked by name (the form item passes value and onChange). */
function CustomerSelect(props: SelectProps<number>) {
  const t = useResourceT();
  const options = (useCustomerNamesQuery().data ?? []).map((c) => ({ value: c.id, label: c.customerName }));
  return <Select {...props} showSearch optionFilterProp="label" placeholder={t('ui.placeholderSelect')} options={options} data-testid="back-money-customer" />;
}

/** One of the chosen customer's contracts (`project-names`), or none. */
function ContractSelect(props: SelectProps<number>) {
  const t = useResourceT();
  const customerId = Form.useWatch<number | undefined>('customerId', Form.useFormInstance());
  // none while another customer's load (currentData)
  const options = (useBackMoneyContractsQuery(customerId ? customerId : skipToken).currentData ?? []).map((c) => ({ value: c.value, label: c.label }));
  return (
    <Select
      {...props}
      allowClear
      showSearch
      optionFilterProp="label"
      placeholder={t('ui.placeholderSelect')}
      options={options}
      data-testid="back-money-contract"
    />
  );
}

/** /sales/backmoney: payments received, entered against a customer and one of its contracts, each with its voucher images. */
export default function Screen() {
  return (
    <ResourceScreen
      def={def}
      formInputs={{ customerId: <CustomerSelect />, contractId: <ContractSelect /> }}
      rowActions={(row, api) => <VoucherImages row={row} idField={def.id} onDone={api.list.reload} />}
    />
  );
}
