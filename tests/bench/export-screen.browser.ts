import { stat } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import ExcelJS from 'exceljs';
import { chromium, expect } from '@playwright/test';
import { readConfig } from '../../server/config';
import { bootServices } from '../../server/boot';
import { build } from '../../server/app';
import { DEMO_PASSWORD, digest } from '../api/harness';
import { FULL_EXPORT } from '../../src/ui/resource/column-prefs';
import { chooseOption } from '../e2e/support';
import e2eConfig from '../e2e/playwright.config';
import { clientDir } from './dispatch-desk.browser';
import { benchNumber } from './flags';

/** The e2e suite's export volume before it moved here (issue 24): 50,000 transfer companies. */
const ROWS = benchNumber('export-rows', 'BENCH_EXPORT_ROWS', 50_000);
/** Rows per import file: the production path, each file under the 1 MB upload limit. */
const FILE_ROWS = 10_000;
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const pct = (xs: number[], p: number) => (xs.length ? [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * p))] : NaN);

async function importFile(from: number, to: number): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Sheet1');
  ws.addRow(['code', 'companyName', 'contact', 'transferPrice']);
  for (let i = from; i < to; i++) ws.addRow([`E${String(i).padStart(6, '0')}`, `导出测试${i}`, `联系人${i % 97}`, (i % 1000) / 10]);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

/** Rows and the header of a downloaded workbook, read as a stream (the file is tens of MB once inflated). */
async function readBack(path: string): Promise<{ rows: number; header: string[] }> {
  let rows = 0;
  let header: string[] = [];
  for await (const sheet of new ExcelJS.stream.xlsx.WorkbookReader(path, { sharedStrings: 'cache', worksheets: 'emit' })) {
    for await (const row of sheet as AsyncIterable<ExcelJS.Row>) {
      if (!rows) header = (row.values as unknown[]).slice(1).map(String);
      rows++;
    }
    break;
  }
  return { rows, header };
}

/**
 * The transfer companies' screen at the e2e suite's old export volume, in Debian's Chromium
 * against a server on PGlite in memory (simulator off): ROWS companies imported through the
 * import call in files of 10,000 rows, the pager over their pages, a page of 500 rows drawn by
 * the virtual table, and a full export through the screen's menu, its file read back. The e2e
 * suite keeps the export's behaviour on a few rows (resource-table.e2e.ts).
 */
export async function measureExportScreen() {
  const staticDir = clientDir();
  const config = readConfig({ ...process.env, DATABASE_URL: '', REDIS_URL: '', DATA_DIR: 'memory://', SIMULATOR: 'off', LOG_LEVEL: 'silent', PORT: '0' });
  const { services, database } = await bootServices(config);
  const app = await build({ services, staticDir, logger: false });
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: e2eConfig.use?.launchOptions?.args ?? [] });
  try {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const origin = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    const token = (
      (await (
        await fetch(`${origin}/prod-api/auth/oauth/token?username=admin&password=${digest(DEMO_PASSWORD)}&grant_type=password`, { method: 'POST' })
      ).json()) as { access_token: string }
    ).access_token;

    const importMs: number[] = [];
    let largestFile = 0;
    for (let from = 0; from < ROWS; from += FILE_ROWS) {
      const file = await importFile(from, Math.min(ROWS, from + FILE_ROWS));
      largestFile = Math.max(largestFile, file.length);
      const t = performance.now();
      const r = (await (
        await fetch(`${origin}/prod-api/resource/transferCompany/import`, {
          method: 'POST',
          headers: { access_token: token, 'content-type': XLSX },
          body: new Uint8Array(file),
        })
      ).json()) as { code: number; msg: string };
      if (r.code !== 200) throw new Error(`import of rows ${from}.. answered ${r.code} ${r.msg}`);
      importMs.push(performance.now() - t);
    }

    const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'zh-CN', acceptDownloads: true });
    await context.addCookies([{ name: 'access_token', value: token, url: origin, sameSite: 'Strict' }]);
    const page = await context.newPage();
    const t0 = performance.now();
    await page.goto(`${origin}/sales/customer`);
    await page.getByRole('tab', { name: '转运公司' }).click();
    const table = page.getByTestId('resource-transferCompany');
    await table.locator('.ant-table-row').first().waitFor({ timeout: 60_000 });
    const firstPageMs = performance.now() - t0;
    const total = await table.locator('.mb-pager-total').innerText();
    const pageButtons = await table.getByRole('navigation', { name: '分页' }).getByRole('button', { name: /^\d+$/ }).count();

    // a page of 500 rows: the virtual table keeps only the rows in view in the document
    const t1 = performance.now();
    await chooseOption(page, table.getByRole('combobox', { name: '条/页' }), '500条/页');
    await table.locator('.ant-table-tbody-virtual').waitFor();
    const page500Ms = performance.now() - t1;
    const rowsInDom = await table.locator('.ant-table-row').count();

    // the full export through the menu: the progress bar while it streams, then the file
    const download = page.waitForEvent('download', { timeout: 600_000 });
    const item = page.getByRole('menuitem', { name: '全量导出', exact: true });
    await table.getByTestId('export-menu').hover();
    // the hover menu at rest (../e2e/support.ts, chooseMenuItem): a click before it is aligned is lost
    await expect(page.locator('.ant-dropdown', { has: item })).not.toHaveClass(/ant-slide-(up|down)/);
    const t2 = performance.now();
    await item.click();
    const progress = await table
      .getByTestId('export-progress')
      .waitFor({ timeout: 60_000 })
      .then(
        () => true,
        () => false,
      );
    const file = await download;
    const exportMs = performance.now() - t2;
    const path = (await file.path())!;
    const bytes = (await stat(path)).size;
    const back = await readBack(path);
    await context.close();
    return {
      importMs,
      largestFile,
      total,
      pageButtons,
      firstPageMs,
      page500Ms,
      rowsInDom,
      progress,
      exportMs,
      bytes,
      back,
      fileName: file.suggestedFilename(),
    };
  } finally {
    await browser.close();
    await app.close();
    await database.close();
  }
}

/** The figures of a run, in the bench's rows. */
export function exportScreenRows(r: Awaited<ReturnType<typeof measureExportScreen>>) {
  const seeded = 2;
  return [
    {
      name: `screen: ${ROWS} companies imported, ${FILE_ROWS}-row files, p50 / max per file`,
      value: `${Math.round(pct(r.importMs, 0.5))} / ${Math.round(Math.max(...r.importMs))}`,
      unit: 'ms',
    },
    { name: 'screen: largest import file', value: r.largestFile / 1024 / 1024, unit: 'MB', target: '< 1 MB' },
    { name: 'screen: pager total', value: r.total, target: `共 ${ROWS + seeded} 条` },
    { name: 'screen: page numbers the pager shows', value: r.pageButtons, target: '11 (spec §9)' },
    { name: 'screen: open to the first page drawn', value: r.firstPageMs, unit: 'ms' },
    { name: 'screen: 500 rows a page, switch to the virtual table drawn', value: r.page500Ms, unit: 'ms' },
    { name: 'screen: rows in the document at 500 a page', value: r.rowsInDom, target: '< 100' },
    { name: 'screen: full export, progress bar shown while it streams', value: r.progress ? 'yes' : 'no', target: 'yes' },
    { name: 'screen: full export, menu click to the file saved', value: r.exportMs, unit: 'ms' },
    { name: 'screen: full export, file', value: `${r.fileName}, ${Math.round((r.bytes / 1024 / 1024) * 100) / 100} MB` },
    // a full export is one page of FULL_EXPORT.limit rows (spec §9: page 1, limit 50000)
    { name: 'screen: full export, rows in the file (header included)', value: r.back.rows, target: String(Math.min(ROWS + seeded, FULL_EXPORT.limit) + 1) },
    { name: 'screen: full export, header', value: r.back.header.join(' | ') },
  ];
}
