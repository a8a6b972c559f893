import { useEffect, useMemo, useRef, useState, type ReactNode, type ThHTMLAttributes } from 'react';
import { App, Button, Dropdown, Space, Table, Tooltip, theme } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { FieldDef } from '../../domain/resources/types';
import {
  DEFAULT_PAGE_SIZE,
  ROW_HEIGHTS,
  loadPrefs,
  minColumnWidth,
  prefsKey,
  savePrefs,
  setWidth,
  summaryRow,
  visibleColumns,
  type ColumnPrefs,
  type TableSize,
} from './column-prefs';
import { ColumnPicker } from './column-picker';
import { columnWidth, tableScrollWidth } from './column-widths';
import { fixedHeightRows } from './fixed-height-rows';
import { Pager } from './pager';
import { ROW_ACTIONS_CLASS, rowActionsBoxStyle, useRowActionsWidth } from './row-actions-width';
import { useResourceT } from './resource-i18n';

export interface DataTableProps {
  /** route name + table id key the saved preferences */
  routeName: string;
  tableId: string;
  fields: readonly FieldDef[];
  defaultColumns: readonly string[];
  rows: Array<Record<string, unknown>>;
  rowKey: string;
  total: number;
  page: number;
  limit: number;
  loading?: boolean;
  onPage: (page: number, limit: number) => void;
  onSort?: (field: string | undefined, order: 'ascend' | 'descend' | undefined) => void;
  selected?: Array<string | number>;
  onSelect?: (keys: Array<string | number>) => void;
  /** per-row action cell */
  actions?: (row: Record<string, unknown>) => ReactNode;
  /** toolbar buttons on the left */
  toolbar?: ReactNode;
  onRefresh?: () => void;
  /** renders a field's value (enums, booleans) */
  render: (f: FieldDef, v: unknown, row: Record<string, unknown>) => ReactNode;
  onPrefs?: (p: ColumnPrefs) => void;
}

/** What a column hands its header cell so the cell can be dragged wider. */
type ResizableHeader = ThHTMLAttributes<HTMLTableCellElement> & { onResize?: (w: number) => void; width?: number; minWidth?: number };

function ResizableTh({ onResize, width, minWidth, ...rest }: ResizableHeader) {
  const start = useRef<{ x: number; w: number } | null>(null);
  if (!onResize) return <th {...rest} />;
  // antd's styles make a header cell the box of the separator: relative, or sticky when it is fixed
  return (
    <th {...rest}>
      {rest.children}
      <span
        role="separator"
        style={{ position: 'absolute', right: 0, top: 0, bottom: 0, width: 6, cursor: 'col-resize' }}
        onMouseDown={(e) => {
          e.preventDefault();
          start.current = { x: e.clientX, w: width ?? e.currentTarget.parentElement?.offsetWidth ?? 120 };
          const moveH = (ev: MouseEvent) => {
            if (start.current) onResize(Math.max(minWidth ?? 40, start.current.w + ev.clientX - start.current.x));
          };
          const up = () => {
            start.current = null;
            window.removeEventListener('mousemove', moveH);
            window.removeEventListener('mouseup', up);
          };
          window.addEventListener('mousemove', moveH);
          window.addEventListener('mouseup', up);
        }}
      />
    </th>
  );
}

/** The shared table of spec §2: column picker, row size, fullscreen, saved preferences, 合计 row, pager of §9. */
export function DataTable(p: DataTableProps) {
  const t = useResourceT();
  const { message } = App.useApp();
  const key = prefsKey(p.routeName, p.tableId);
  const [prefs, setPrefs] = useState<ColumnPrefs>(() => loadPrefs(localStorage, key, p.defaultColumns));
  const [picker, setPicker] = useState(false);
  const [full, setFull] = useState(false);
  const box = useRef<HTMLDivElement>(null);
  const update = (next: ColumnPrefs) => {
    setPrefs(next);
    savePrefs(localStorage, key, next);
    p.onPrefs?.(next);
  };
  useEffect(() => {
    p.onPrefs?.(prefs);
  }, []); // eslint-disable-line react-hooks/exhaustive-deps
  useEffect(() => {
    const onChange = () => setFull(document.fullscreenElement === box.current);
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, []);
  const byName = useMemo(() => new Map(p.fields.map((f) => [f.name, f])), [p.fields]);
  const labelOf = (n: string) => t(byName.get(n)?.label ?? n);
  const visible = visibleColumns(prefs).filter((c) => byName.has(c.name));
  // a page over 100 rows renders only the rows in view, each placed by index × its fixed height
  const large = p.rows.length > 100;
  const rowsOf = fixedHeightRows(prefs.tableSize);
  // the row actions are as wide as the widest of them, measured; the header's label until they are
  const actionsLabel = t('ui.actions');
  const actionsWidth = useRowActionsWidth(box, !!p.actions, [p.rows, prefs, actionsLabel]) ?? minColumnWidth(actionsLabel);
  // antd's selection column is as wide as a control (its style sets the width of the normal table's
  // <col>); the virtual table sets widths and sticky offsets from the columns' numbers alone
  const selectionWidth = theme.useToken().token.controlHeight;

  const columns: ColumnsType<Record<string, unknown>> = visible.map((c) => {
    const f = byName.get(c.name)!;
    const { width, min } = columnWidth(f, labelOf(c.name), c.width);
    return {
      key: c.name,
      dataIndex: c.name,
      title: labelOf(c.name),
      fixed: c.fixed,
      width,
      ellipsis: true,
      sorter: f.sortable,
      align: f.type === 'decimal' || f.type === 'int' ? 'right' : 'left',
      render: (v: unknown, row: Record<string, unknown>) => p.render(f, v, row),
      onHeaderCell: () => {
        const header: ResizableHeader = { width, minWidth: min, onResize: (w: number) => update(setWidth(prefs, c.name, w, min)) };
        return header;
      },
    };
  });
  if (p.actions) {
    columns.push({
      key: '__actions',
      title: (
        <span className={ROW_ACTIONS_CLASS} style={rowActionsBoxStyle}>
          {actionsLabel}
        </span>
      ),
      fixed: 'right',
      width: actionsWidth,
      render: (_v, row) => (
        <span className={ROW_ACTIONS_CLASS} style={rowActionsBoxStyle}>
          {p.actions!(row)}
        </span>
      ),
    });
  }
  // every column has a width, and the table scrolls over their sum at every window width: its
  // content never widens it, so the fixed actions never come over a column scrolled to the end
  const scrollX = tableScrollWidth([p.onSelect ? selectionWidth : 0, ...columns.map((c) => (typeof c.width === 'number' ? c.width : 0))]);

  const summary = summaryRow(
    p.rows,
    visible.map((c) => {
      const f = byName.get(c.name);
      return { name: c.name, summary: f?.summary, scale: f?.type === 'int' ? 0 : f?.scale, fen: f?.unit === 'fen' };
    }),
  );
  const hasSummary = visible.some((c) => byName.get(c.name)?.summary);
  const toggleFull = async () => {
    if (!document.fullscreenEnabled) {
      void message.warning(t('ui.fullscreenUnsupported'));
      return;
    }
    if (document.fullscreenElement) await document.exitFullscreen();
    else await box.current?.requestFullscreen();
  };

  return (
    <div ref={box} style={{ background: '#fff', padding: full ? 16 : 0 }}>
      <div style={{ display: 'flex', justifyContent: 'space-between', marginBottom: 8 }}>
        <Space wrap>{p.toolbar}</Space>
        <Space>
          {p.onRefresh && (
            <Tooltip title={t('ui.refresh')}>
              <Button aria-label={t('ui.refresh')} onClick={p.onRefresh}>
                ⟳
              </Button>
            </Tooltip>
          )}
          <Dropdown
            menu={{
              selectable: true,
              selectedKeys: [prefs.tableSize],
              onClick: ({ key: k }) => update({ ...prefs, tableSize: k as TableSize }),
              items: [
                { key: 'large', label: t('ui.sizeLarge') },
                { key: 'middle', label: t('ui.sizeMiddle') },
                { key: 'small', label: t('ui.sizeSmall') },
              ],
            }}
          >
            <Button>{t('ui.density')}</Button>
          </Dropdown>
          <Button onClick={() => void toggleFull()}>{full ? t('ui.exitFullscreen') : t('ui.fullscreen')}</Button>
          <Button data-testid="column-picker" onClick={() => setPicker(true)}>
            {t('ui.columns')}
          </Button>
        </Space>
      </div>
      <Table
        rowKey={p.rowKey}
        size={prefs.tableSize}
        columns={columns}
        dataSource={p.rows}
        loading={p.loading}
        components={{ header: { cell: ResizableTh }, ...(large ? { body: { row: rowsOf.row } } : {}) }}
        scroll={large ? { x: scrollX, y: ROW_HEIGHTS[prefs.tableSize] * 8 * 2 } : { x: scrollX }}
        virtual={large}
        {...(large ? { listItemHeight: rowsOf.listItemHeight } : {})}
        onRow={() => ({ style: rowsOf.rowStyle })}
        rowSelection={
          p.onSelect ? { columnWidth: selectionWidth, selectedRowKeys: p.selected, onChange: (keys) => p.onSelect!(keys as Array<string | number>) } : undefined
        }
        onChange={(_pg, _f, sorter) => {
          const s = Array.isArray(sorter) ? sorter[0] : sorter;
          p.onSort?.(s?.order ? String(s.columnKey) : undefined, s?.order ?? undefined);
        }}
        pagination={false}
        summary={() =>
          hasSummary && p.rows.length > 0 ? (
            <Table.Summary fixed>
              <Table.Summary.Row>
                {p.onSelect && <Table.Summary.Cell index={0} />}
                {visible.map((c, i) => (
                  <Table.Summary.Cell key={c.name} index={i + (p.onSelect ? 1 : 0)} align={byName.get(c.name)?.summary ? 'right' : 'left'}>
                    {i === 0 && summary[c.name] === '--' ? t('ui.summary') : summary[c.name]}
                  </Table.Summary.Cell>
                ))}
                {p.actions && <Table.Summary.Cell index={visible.length + 1} />}
              </Table.Summary.Row>
            </Table.Summary>
          ) : null
        }
      />
      <Pager page={p.page} size={p.limit || DEFAULT_PAGE_SIZE} total={p.total} onChange={p.onPage} />
      <ColumnPicker open={picker} onClose={() => setPicker(false)} prefs={prefs} defaults={p.defaultColumns} labelOf={labelOf} onChange={update} />
    </div>
  );
}
