import { useEffect, useState } from 'react';
import { Form, Select, type SelectProps } from 'antd';
import { requestData } from '../../src/api/http-client';
import { ResourceScreen } from '../../src/ui/resource/resource-screen';
import { useResourceT } from '../../src/ui/resource/resource-i18n';
import { backMoneyResource as def } from './back-money.resource';
import { VoucherImages } from './voucher-images';

type Option = { value: number; label: string };
// requestData has told the user of a refusal already
const fail = () => undefined;

/** The customer a payment came from, picked by name (the form item passes value and onChange). */
function CustomerSelect(props: SelectProps<number>) {
  const t = useResourceT();
  const [options, setOptions] = useState<Option[]>([]);
  useEffect(() => {
    requestData<Array<{ id: number; customerName: string }>>('/resource/customer/list')
      .then((list) => setOptions(list.map((c) => ({ value: c.id, label: c.customerName })))).catch(fail);
  }, []);
  return <Select {...props} showSearch optionFilterProp="label" placeholder={t('ui.placeholderSelect')} options={options} data-testid="back-money-customer" />;
}

/** One of the chosen customer's contracts (`project-names`), or none. */
function ContractSelect(props: SelectProps<number>) {
  const t = useResourceT();
  const customerId = Form.useWatch<number | undefined>('customerId', Form.useFormInstance());
  const [options, setOptions] = useState<Option[]>([]);
  useEffect(() => {
    setOptions([]);
    if (!customerId) return;
    requestData<Option[]>('/sales/back-money/project-names', { params: { customerId: String(customerId) } })
      .then((list) => setOptions(list.map((c) => ({ value: c.value, label: c.label })))).catch(fail);
  }, [customerId]);
  return <Select {...props} allowClear showSearch optionFilterProp="label" placeholder={t('ui.placeholderSelect')} options={options} data-testid="back-money-contract" />;
}

/** /sales/backmoney: payments received, entered against a customer and one of its contracts, each with its voucher images. */
export default function Screen() {
  return (
    <ResourceScreen def={def} formInputs={{ customerId: <CustomerSelect />, contractId: <ContractSelect /> }}
      rowActions={(row, api) => <VoucherImages row={row} idField={def.id} onDone={api.list.reload} />} />
  );
}
