import { App, Button, Popconfirm } from 'antd';
import { declaredPath, onApprovalScreen, type BatchDef, type TransitionDef } from '../../domain/resources/actions';
import { flowsOf } from '../../domain/resources/flows';
import type { ResourceDef } from '../../domain/resources/types';
import { useResourceWriteMutation, type Row } from '../../api/resource.api';
import { PermissionGate } from '../permission-gate';
import { useDeclaredActionsT } from './declared-actions.i18n';
import { useResourceT } from './resource-i18n';

/**
 * The declared actions beyond CRUD on a ResourceScreen (src/domain/resources/actions.ts): a row's
 * transitions from its current state, and the batch actions and group submission over the
 * selected rows. Each shows only to a role holding its button; the server checks it again.
 */

function useRun(def: ResourceDef, onDone: () => void) {
  const [write, { isLoading }] = useResourceWriteMutation();
  const { message } = App.useApp();
  const t = useDeclaredActionsT();
  const run = (action: string, body: Record<string, unknown>) =>
    write({ name: def.name, path: declaredPath(def, action), params: {}, body })
      .unwrap()
      .then(() => {
        void message.success(t('done'));
        onDone();
      })
      .catch(() => undefined);
  return { run, busy: isLoading };
}

const leaves = (t: TransitionDef, row: Row) => t.from.some((s) => String(s) === String(row[t.field]));

export const hasRowTransitions = (def: ResourceDef) => !!def.transitions?.length;

/** The transitions a row's state allows. */
export function TransitionActions({ def, row, onDone }: { def: ResourceDef; row: Row; onDone: () => void }) {
  const rt = useResourceT();
  const t = useDeclaredActionsT();
  const { run, busy } = useRun(def, onDone);
  const body = { [def.id]: row[def.id] };
  return (
    <>
      {(def.transitions ?? [])
        .filter((x) => leaves(x, row))
        .map((x) => (
          <PermissionGate key={x.name} button={x.button}>
            {x.confirm ? (
              <Popconfirm title={t('confirm', { action: rt(x.label) })} okText={t('ok')} cancelText={t('cancel')} onConfirm={() => run(x.name, body)}>
                <Button size="small" type="link" disabled={busy} data-testid={`transition-${x.name}`}>
                  {rt(x.label)}
                </Button>
              </Popconfirm>
            ) : (
              <Button size="small" type="link" disabled={busy} data-testid={`transition-${x.name}`} onClick={() => void run(x.name, body)}>
                {rt(x.label)}
              </Button>
            )}
          </PermissionGate>
        ))}
    </>
  );
}

function BatchButton({ def, b, selected, onDone }: { def: ResourceDef; b: BatchDef; selected: ReadonlyArray<string | number>; onDone: () => void }) {
  const rt = useResourceT();
  const t = useDeclaredActionsT();
  const { run, busy } = useRun(def, onDone);
  return (
    <PermissionGate button={b.button}>
      <Popconfirm
        title={t('confirmRows', { n: selected.length, action: rt(b.label) })}
        okText={t('ok')}
        cancelText={t('cancel')}
        disabled={!selected.length}
        onConfirm={() => run(b.name, { ids: selected })}
      >
        <Button
          danger={b.kind === 'delete'}
          disabled={busy || !selected.length}
          title={selected.length ? undefined : t('selectFirst')}
          data-testid={`batch-${b.name}`}
        >
          {rt(b.label)}
        </Button>
      </Popconfirm>
    </PermissionGate>
  );
}

/** The toolbar's batch actions and group submissions over the selected rows. */
export function BatchActions({ def, selected, onDone }: { def: ResourceDef; selected: ReadonlyArray<string | number>; onDone: () => void }) {
  const t = useDeclaredActionsT();
  const rt = useResourceT();
  const { run, busy } = useRun(def, onDone);
  const groupFlows = flowsOf(def).filter((f) => f.group);
  return (
    <>
      {(def.batch ?? [])
        .filter((b) => !onApprovalScreen(b))
        .map((b) => (
          <BatchButton key={b.name} def={def} b={b} selected={selected} onDone={onDone} />
        ))}
      {groupFlows.map((f) => (
        <PermissionGate key={f.name} button="edit">
          <Popconfirm
            title={t('groupSubmitConfirm', { n: selected.length })}
            okText={t('ok')}
            cancelText={t('cancel')}
            disabled={selected.length < 2}
            onConfirm={() => run('groupSubmit', { ids: selected, flow: f.name })}
          >
            <Button disabled={busy || selected.length < 2} data-testid={`group-submit-${f.name}`}>
              {t('groupSubmit') + (groupFlows.length > 1 || flowsOf(def).length > 1 ? ` · ${rt(f.label)}` : '')}
            </Button>
          </Popconfirm>
        </PermissionGate>
      ))}
    </>
  );
}

export const hasBatchActions = (def: ResourceDef) => (def.batch ?? []).some((b) => !onApprovalScreen(b)) || flowsOf(def).some((f) => f.group);
