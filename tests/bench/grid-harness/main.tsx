/**
 * A bench-only page (never part of the product build), driven by tests/bench/peers/grid.ts: the same
 * 50,000 delivery tickets and the same columns in our DataTable (the table of every resource screen,
 * with the declaration's fields and value rendering) and in AG Grid Community. Each call mounts one
 * grid afresh and times it; PerformanceObserver collects long tasks meanwhile.
 */
import { App as AntApp, ConfigProvider } from 'antd';
import { AllCommunityModule, createGrid, ModuleRegistry, type ColDef, type GridApi } from 'ag-grid-community';
import { StrictMode, useState } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import i18n, { i18nReady } from '../../../src/i18n/i18n';
import { areas } from '../../../admin/areas';
import { deliveryTicketResource } from '../../../admin/production/delivery-ticket.resource';
import { registerAreas } from '../../../src/domain/resources/registry';
import { DataTable } from '../../../src/ui/resource/data-table';
import { fieldValue } from '../../../src/ui/resource/field-value';
import { RESOURCE_NS, useResourceT } from '../../../src/ui/resource/resource-i18n';

registerAreas(areas);
ModuleRegistry.registerModules([AllCommunityModule]);

type Row = Record<string, unknown>;
const fields = deliveryTicketResource.fields.filter((f) => !f.hideInTable);
const columns = fields.map((f) => f.name);
const host = document.getElementById('grid')!;
/** React's part of the page and AG Grid's, side by side in the grid's box */
const shellHost = host.appendChild(document.createElement('div'));
const agHost = host.appendChild(document.createElement('div'));
host.style.position = 'relative';
for (const el of [shellHost, agHost]) el.style.cssText = 'position:absolute;inset:0';

let seed = 11;
const random = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
const pick = <T,>(xs: readonly T[]) => xs[Math.floor(random() * xs.length)];
const STATUSES = (fields.find((f) => f.name === 'statusCode')?.options ?? []).map((o) => o.value);

function makeRows(n: number): Row[] {
  const rows: Row[] = [];
  for (let i = 0; i < n; i++) {
    rows.push({
      id: i + 1,
      ticketCode: `T2026${String(i + 1).padStart(7, '0')}`,
      taskCode: `R2026${String(Math.floor(i / 12)).padStart(6, '0')}`,
      customerName: pick(['Hangzhou Metro Line 9', 'Binjiang Tower B', 'Xiaoshan Airport T4', 'Qiantang Bridge']),
      projectName: pick(['Deck pour', 'Core wall', 'Raft slab', 'Columns']),
      pouringSite: pick(['Level 3', 'Level 12', 'Pier 7', 'Foundation']),
      strength: pick(['C25', 'C30', 'C35', 'C40 P8']),
      plate: `浙A${String(10000 + (i % 900)).slice(1)}`,
      innerNumber: String(100 + (i % 60)),
      driverName: pick(['Wang Wei', 'Li Na', 'Zhang Min', 'Liu Yang']),
      quantity: (6 + Math.floor(random() * 60) / 10).toFixed(3),
      statusCode: pick(STATUSES),
      createTime: `2026-03-${String(1 + (i % 28)).padStart(2, '0')} 0${i % 10}:${String(i % 60).padStart(2, '0')}:00`,
    });
  }
  return rows;
}

const rows = makeRows(50_000);
const longTasks: number[] = [];
new PerformanceObserver((list) => {
  for (const e of list.getEntries()) longTasks.push(e.duration);
}).observe({ type: 'longtask', buffered: false });

const frame = () => new Promise<void>((r) => requestAnimationFrame(() => r()));
async function until(test: () => boolean, timeoutMs = 30_000) {
  const end = performance.now() + timeoutMs;
  while (!test()) {
    if (performance.now() > end) throw new Error('grid did not render in time');
    await frame();
  }
}

function Ours() {
  const t = useResourceT();
  return (
    <DataTable
      routeName="bench"
      tableId="grid"
      fields={fields}
      defaultColumns={columns}
      rows={rows}
      rowKey="id"
      total={rows.length}
      page={1}
      limit={rows.length}
      onPage={() => {}}
      render={(f, v) => fieldValue(f, v, t)}
    />
  );
}

/**
 * The app's shell (ConfigProvider, App) is mounted once with the page, as in the product, where a
 * table screen opens inside a shell already on screen; each round mounts and unmounts the table
 * alone. AG Grid's theme, likewise, is loaded once with the page.
 */
let showOurs: (on: boolean) => void = () => {};
function Shell() {
  const [on, setOn] = useState(false);
  showOurs = setOn;
  return (
    <StrictMode>
      <ConfigProvider>
        <AntApp>{on ? <Ours /> : null}</AntApp>
      </ConfigProvider>
    </StrictMode>
  );
}
createRoot(shellHost).render(<Shell />);

let ag: GridApi | null = null;
type Kind = 'ours' | 'ag-grid';

function unmount() {
  flushSync(() => showOurs(false));
  ag?.destroy();
  ag = null;
  agHost.innerHTML = '';
}

function mount(kind: Kind) {
  if (kind === 'ours') {
    showOurs(true);
    return;
  }
  // the namespace ours registered on its first mount, so both show the same labels
  const t = i18n.getFixedT(null, RESOURCE_NS);
  const colDefs: ColDef<Row>[] = fields.map((f) => ({
    field: f.name,
    headerName: t(f.label),
    width: f.width ?? 120,
    sortable: !!f.sortable,
    valueFormatter: (p) => String(fieldValue(f, p.value, t) ?? ''),
  }));
  ag = createGrid(agHost, { columnDefs: colDefs, rowData: rows, rowHeight: 32, getRowId: (p) => String(p.data.id) });
}

/** The element that scrolls the rows: antd's virtual list holder, AG Grid's (v36) grid viewport. */
const viewport = (kind: Kind) => host.querySelector<HTMLElement>(kind === 'ours' ? '.ant-table-tbody-virtual-holder' : '.ag-grid-viewport, .ag-body-viewport');
const ROW = { ours: '.ant-table-row', 'ag-grid': '.ag-center-cols-container .ag-row, .ag-row' } as const;
const rowShown = (kind: Kind, code: string) => [...host.querySelectorAll(ROW[kind])].some((r) => r.textContent?.includes(code));

/** First render: mount until the first ticket's row is on screen, plus the frame that paints it. */
async function render(kind: Kind) {
  // the language loads on its own chunk: both grids wait for the same labels before the clock starts
  await i18nReady;
  unmount();
  await frame();
  longTasks.length = 0;
  const t0 = performance.now();
  mount(kind);
  await until(() => rowShown(kind, rows[0].ticketCode as string));
  await frame();
  return { ms: performance.now() - t0, longTasks: [...longTasks] };
}

/** The row numbers each grid has in the DOM now (from the ticket codes, T2026 + 7 digits). */
const renderedRows = (kind: Kind) =>
  [...host.querySelectorAll(ROW[kind])].map((r) => Number(/T2026(\d{7})/.exec(r.textContent ?? '')?.[1] ?? NaN) - 1).filter((n) => n >= 0);

/**
 * Scroll through 5,000 rows, about 25 rows a frame (by the row height each grid lays out), until
 * row 5,000 is rendered. A virtual list places rows it has not measured by an estimate, so the last
 * steps follow the rows actually rendered rather than a pixel offset.
 */
async function scroll(kind: Kind, through = 5000, perStep = 25) {
  const el = viewport(kind);
  if (!el) throw new Error(`${kind}: no scroll viewport`);
  longTasks.length = 0;
  const t0 = performance.now();
  for (let step = 0; ; step++) {
    const shown = renderedRows(kind);
    if (shown.includes(through)) break;
    if (step > 4 * (through / perStep))
      throw new Error(`${kind}: row ${through} never rendered (scrollTop ${el.scrollTop}, rows ${Math.min(...shown)}…${Math.max(...shown)})`);
    const rowHeight = host.querySelector(ROW[kind])?.getBoundingClientRect().height || 32;
    const first = Math.min(...shown);
    el.scrollTop += first > through ? -(first - through + 2) * rowHeight : Math.min(perStep, Math.max(1, through - Math.max(...shown) + 2)) * rowHeight;
    await frame();
  }
  await frame();
  return { ms: performance.now() - t0, longTasks: [...longTasks] };
}

/** The same frames with no grid on the page: the long tasks the busy machine causes by itself. */
async function baseline(ms: number) {
  unmount();
  longTasks.length = 0;
  const end = performance.now() + ms;
  while (performance.now() < end) await frame();
  return { ms, longTasks: [...longTasks] };
}

Object.assign(window, { bench: { render, scroll, baseline, unmount, rows: rows.length } });
