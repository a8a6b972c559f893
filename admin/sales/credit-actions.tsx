import { useState } from 'react';
import { App, Button } from 'antd';
import { creditRequestResource } from './credit-request.resource';
import { customerCreditResource } from './customer-credit.resource';
import { PermissionGate } from '../../src/ui/permission-gate';
import { FormDialog } from '../../src/ui/resource/form-dialog';
import { useResourceT } from '../../src/ui/resource/resource-i18n';
import type { Row } from '../../src/ui/resource/resource-api';
import { usePresetCreditMutation, useRequestTempCreditMutation } from './sales.api';

type Kind = 'preset' | 'temp';

/**
 * Row actions of a credit line: set the limit (preset) and ask for a temporary increase, which
 * the server submits into the 'customer-temp-credit' approval flow at once.
 */
export function CreditActions({ row, onDone }: { row: Row; onDone: () => void }) {
  const t = useResourceT();
  const { message } = App.useApp();
  const [open, setOpen] = useState<Kind | null>(null);
  const [preset] = usePresetCreditMutation();
  const [tempIncrease] = useRequestTempCreditMutation();
  const send = async (values: Row) => {
    // the dialog's values are the fields it shows (and the credit line's id, which neither call takes)
    const customerId = row.customerId as number;
    await (
      open === 'temp'
        ? tempIncrease({ customerId, amount: values.amount as string | number, reason: values.reason as string })
        : preset({ customerId, creditAmount: values.creditAmount as string | number })
    ).unwrap();
    void message.success(t('ui.saved'));
    setOpen(null);
    onDone();
  };
  return (
    <>
      <PermissionGate button="edit">
        <Button size="small" type="link" onClick={() => setOpen('preset')}>
          {t('ui.preset')}
        </Button>
      </PermissionGate>
      <PermissionGate button="add">
        <Button size="small" type="link" onClick={() => setOpen('temp')}>
          {t('ui.tempIncrease')}
        </Button>
      </PermissionGate>
      <FormDialog
        def={open === 'temp' ? creditRequestResource : customerCreditResource}
        open={open !== null}
        record={open === 'preset' ? row : null}
        only={open === 'temp' ? ['amount', 'reason'] : ['creditAmount']}
        title={`${t(open === 'temp' ? 'ui.tempIncrease' : 'ui.preset')} · ${String(row.customerName ?? '')}`}
        onCancel={() => setOpen(null)}
        onSubmit={(v) => send(v).catch(() => undefined)}
      />
    </>
  );
}
