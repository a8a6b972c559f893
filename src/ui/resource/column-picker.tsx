import { useState } from 'react';
import { App, Button, Checkbox, Drawer, Input, Space, Tooltip } from 'antd';
import { PREFS_MESSAGES, defaultPrefs, move, setFixed, setShown, toggleShown, type ColumnPrefs, type PrefsError } from './column-prefs';
import { useResourceT } from './resource-i18n';

interface Props {
  open: boolean;
  onClose: () => void;
  prefs: ColumnPrefs;
  defaults: readonly string[];
  labelOf: (name: string) => string;
  onChange: (p: ColumnPrefs) => void;
}

/** Column picker drawer: search, select all, restore default, drag to reorder, fix ≤2 per side. */
export function ColumnPicker({ open, onClose, prefs, defaults, labelOf, onChange }: Props) {
  const t = useResourceT();
  const { message } = App.useApp();
  const [q, setQ] = useState('');
  const [dragFrom, setDragFrom] = useState<number | null>(null);
  const apply = (r: ColumnPrefs | PrefsError) => {
    if (typeof r === 'string') {
      void message.warning(t(`ui.${r}`, { defaultValue: PREFS_MESSAGES[r] }));
      return;
    }
    onChange(r);
  };
  const all = prefs.columnOrders;
  return (
    <Drawer open={open} onClose={onClose} title={t('ui.columns')} size={360} destroyOnHidden>
      <Space orientation="vertical" style={{ width: '100%' }}>
        <Input.Search allowClear placeholder={t('ui.columnSearch')} value={q} onChange={(e) => setQ(e.target.value)} />
        <Space>
          <Checkbox
            checked={prefs.columnNames.length === all.length}
            indeterminate={prefs.columnNames.length > 0 && prefs.columnNames.length < all.length}
            onChange={(e) => apply(setShown(prefs, e.target.checked ? all : []))}
          >
            {t('ui.selectAll')}
          </Checkbox>
          <Button size="small" onClick={() => onChange({ ...defaultPrefs(defaults), tableSize: prefs.tableSize })}>
            {t('ui.restoreDefault')}
          </Button>
        </Space>
        {all.map(
          (name, i) =>
            labelOf(name).toLowerCase().includes(q.toLowerCase()) && (
              <div
                key={name}
                draggable
                data-testid={`col-${name}`}
                onDragStart={() => setDragFrom(i)}
                onDragOver={(e) => e.preventDefault()}
                onDrop={() => {
                  if (dragFrom !== null && dragFrom !== i) onChange(move(prefs, dragFrom, i));
                  setDragFrom(null);
                }}
                style={{ display: 'flex', alignItems: 'center', gap: 8, padding: '4px 0', cursor: 'move', borderBottom: '1px solid #f0f0f0' }}
              >
                <span aria-hidden>⋮⋮</span>
                <Checkbox checked={prefs.columnNames.includes(name)} onChange={(e) => apply(toggleShown(prefs, name, e.target.checked))} style={{ flex: 1 }}>
                  {labelOf(name)}
                </Checkbox>
                <Tooltip title={t('ui.fixLeft')}>
                  <Button
                    size="small"
                    aria-label={t('ui.fixLeft')}
                    type={prefs.columnFixed[name] === 'left' ? 'primary' : 'default'}
                    onClick={() => apply(setFixed(prefs, name, prefs.columnFixed[name] === 'left' ? undefined : 'left'))}
                  >
                    ⇤
                  </Button>
                </Tooltip>
                <Tooltip title={t('ui.fixRight')}>
                  <Button
                    size="small"
                    aria-label={t('ui.fixRight')}
                    type={prefs.columnFixed[name] === 'right' ? 'primary' : 'default'}
                    onClick={() => apply(setFixed(prefs, name, prefs.columnFixed[name] === 'right' ? undefined : 'right'))}
                  >
                    ⇥
                  </Button>
                </Tooltip>
              </div>
            ),
        )}
      </Space>
    </Drawer>
  );
}
