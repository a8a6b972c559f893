import { readFile } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import { expect, test, type Download, type Locator, type Page } from '@playwright/test';
import { apiToken, chooseMenuItem, chooseOption, closeDrawer, expectShell, signIn } from './support';

// each admin table screen listing its seeded rows is a component test: ADMIN_TABLES in
// tests/components/route-lists.ts, checked by the admin's walk (tests/components/routes/admin.test.tsx)

async function open(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator('.ant-table-row:visible').first()).toBeVisible({ timeout: 20_000 });
}

async function xlsx(rows: unknown[][]): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Sheet1');
  for (const r of rows) ws.addRow(r);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

test.beforeEach(async ({ page }) => {
  await signIn(page, 'admin');
  await expectShell(page);
});

test('the system journal finds a write by searching its object', async ({ page }) => {
  const token = await apiToken(page);
  const r = await page.request.get('/prod-api/resource/pourType/add', { headers: { access_token: token }, params: { name: '日志测试浇筑' } });
  expect((await r.json()).code).toBe(200);
  await open(page, '/settings/systemJournal');
  await page.getByLabel(/^对象\s*:?$/).fill('pourType');
  await page.getByRole('button', { name: '搜 索' }).click();
  const row = page.locator('.ant-table-row:visible', { hasText: '日志测试浇筑' });
  await expect(row).toHaveCount(1);
  // the action by its label in the reader's language, not its key (issue 26, item 11)
  await expect(row).toContainText('新增');
  await expect(row).not.toContainText('pourType');
  await expect(page.locator('.ant-table-row:visible')).toHaveCount(1);
});

test('the form dialog checks a unique name, cleans numbers and adds the record', async ({ page }) => {
  await open(page, '/product/unit');
  await page.getByRole('button', { name: '新 增' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('button', { name: '取 消' })).toBeVisible();
  await expect(dialog.getByRole('button', { name: '确 定' })).toBeVisible();
  await expect(dialog.locator('input').first()).toHaveAttribute('placeholder', '请输入');
  // a click outside does not close it
  await page.mouse.click(5, 5);
  await expect(dialog).toBeVisible();
  const field = (label: string) => dialog.getByLabel(new RegExp(`^${label}\\s*:?$`));
  await field('单位名称').fill('立方米');
  await expect(dialog.getByText('单位名称已存在')).toBeVisible();
  await field('单位名称').fill('立方厘米');
  await field('单位符号').fill('cm³');
  await field('换算系数').fill('0。5x1');
  await expect(field('换算系数')).toHaveValue('0.51');
  await dialog.getByRole('button', { name: '确 定' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.locator('.ant-table-row:visible', { hasText: '立方厘米' })).toContainText('0.51');
});

test('the column picker keeps one column, fixes at most two per side and says so', async ({ page }) => {
  await open(page, '/basic/master-staff');
  await page.getByTestId('column-picker').click();
  const drawer = page.getByRole('dialog', { name: '列设置' });
  const fix = (col: string, side: '固定在左侧' | '固定在右侧') => drawer.getByTestId(`col-${col}`).getByRole('button', { name: side }).click();
  await fix('code', '固定在左侧');
  await fix('name', '固定在左侧');
  await fix('dept', '固定在左侧');
  await expect(page.getByText('首列最多固定2个')).toBeVisible();
  await fix('post', '固定在右侧');
  await fix('phone', '固定在右侧');
  await fix('visible', '固定在右侧');
  await expect(page.getByText('尾列最多固定2个')).toBeVisible();
  await drawer.getByRole('checkbox', { name: '全选' }).click();
  await expect(page.getByText('请保留至少一列')).toBeVisible();
  // every column is still shown; the right-fixed ones moved to the end, before the actions
  await closeDrawer(drawer);
  await expect(page.getByTestId('resource-nccStaff').locator('.ant-table-thead th:not(.ant-table-selection-column)')).toHaveText([
    '人员编码',
    '姓名',
    '部门',
    '是否显示',
    '排序',
    '岗位',
    '电话',
    '操作',
  ]);
});

test('column preferences and row size survive a reload', async ({ page }) => {
  await open(page, '/product/slump');
  await page.getByTestId('column-picker').click();
  const drawer = page.getByRole('dialog', { name: '列设置' });
  await drawer.getByTestId('col-remark').getByRole('checkbox').uncheck();
  await closeDrawer(drawer);
  await chooseMenuItem(page, page.getByRole('button', { name: '行 高' }), '紧凑');
  const table = page.getByTestId('resource-slump');
  const header = table.locator('.ant-table-thead th', { hasText: '备注' });
  await expect(header).toHaveCount(0);
  await expect(table.locator('.ant-table')).toHaveClass(/ant-table-small/);
  await page.reload();
  await expect(page.locator('.ant-table-row').first()).toBeVisible({ timeout: 20_000 });
  await expect(table.locator('.ant-table-thead th', { hasText: '最小值' })).toBeVisible();
  await expect(header).toHaveCount(0);
  await expect(table.locator('.ant-table')).toHaveClass(/ant-table-small/);
  expect(await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('mixboard.table.')))).toContain('mixboard.table.ProductSlump.slump');
});

test('an import with one bad row shows the row and field and imports nothing', async ({ page }) => {
  await open(page, '/product/unit');
  const total = page.locator('.mb-pager-total');
  const before = await total.innerText();
  await page.getByRole('button', { name: '导 入' }).click();
  const file = await xlsx([
    ['单位名称', '单位符号', '换算系数'],
    ['立方分米', 'dm³', '0.50'],
    ['方', 'fang', '-1'],
    ['公斤', 'kg', '1'],
  ]);
  await page
    .locator('.ant-modal input[type=file]')
    .setInputFiles({ name: 'units.xlsx', mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', buffer: file });
  const report = page.getByTestId('import-errors');
  await expect(report).toContainText('以下行有错误，未导入任何数据');
  const line = report.locator('.ant-table-row');
  await expect(line).toHaveCount(1);
  await expect(line).toContainText('3');
  await expect(line).toContainText('换算系数');
  await expect(line).toContainText('请输入正数');
  // the pop-up names the column by its header as well
  await expect(page.locator('.ant-message')).toContainText('第3行 换算系数：请输入正数');
  await page.locator('.ant-modal-close').click();
  await page.getByRole('button', { name: '刷新' }).click();
  await expect(total).toHaveText(before);
});

test('the import dialog refuses a file that is not .xlsx before sending it', async ({ page }) => {
  await open(page, '/product/unit');
  await page.getByRole('button', { name: '导 入' }).click();
  await expect(page.locator('.ant-modal')).toContainText('最大限制1M');
  await page.locator('.ant-modal input[type=file]').setInputFiles({ name: 'units.csv', mimeType: 'text/csv', buffer: Buffer.from('name\nx') });
  await expect(page.getByText('只能导入 .xlsx 文件')).toBeVisible();
});

/**
 * Transfer companies created through the import call itself, in files of at most 10,000 rows (the
 * production path, each file under the 1 MB limit); no test-only route exists. The volume of an
 * export (50,000 rows) is measured by `npm run bench -- export` (tests/bench/export.bench.ts).
 */
async function seedTransferCompanies(page: Page, n: number, codePrefix: string, namePrefix: string) {
  const token = await apiToken(page);
  const chunk = 10_000;
  for (let start = 0; start < n; start += chunk) {
    const rows: unknown[][] = [['code', 'companyName', 'contact', 'transferPrice']];
    for (let i = start; i < Math.min(n, start + chunk); i++)
      rows.push([`${codePrefix}${String(i).padStart(6, '0')}`, `${namePrefix}${i}`, `联系人${i % 97}`, (i % 1000) / 10]);
    const file = await xlsx(rows);
    expect(file.length).toBeLessThan(1024 * 1024);
    const r = await page.request.post('/prod-api/resource/transferCompany/import', {
      headers: { access_token: token, 'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' },
      data: file,
      timeout: 300_000,
    });
    expect((await r.json()).code).toBe(200);
  }
}

/** The cells of an exported workbook's first sheet, as text, row by row. */
async function sheetOf(download: Download): Promise<string[][]> {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load((await readFile((await download.path())!)) as unknown as ArrayBuffer);
  const rows: string[][] = [];
  wb.worksheets[0].eachRow((row) => rows.push((row.values as unknown[]).slice(1).map((v) => (v === null || v === undefined ? '' : String(v)))));
  return rows;
}

/** One export from the table's menu, its file read back. */
async function exportRows(page: Page, table: Locator, item: '导出当前页' | '导出选中行' | '全量导出'): Promise<string[][]> {
  const download = page.waitForEvent('download');
  await chooseMenuItem(page, table.getByTestId('export-menu'), item);
  const file = await download;
  expect(file.suggestedFilename()).toBe('转运公司.xlsx');
  return sheetOf(file);
}

test('an export writes the searched rows with the columns shown: the page, the selected rows or all of them', async ({ page }) => {
  await seedTransferCompanies(page, 25, 'X', '导出测试');
  await page.goto('/sales/customer');
  await page.getByRole('tab', { name: '转运公司' }).click();
  const table = page.getByTestId('resource-transferCompany');
  await expect(table.locator('.ant-table-row').first()).toBeVisible({ timeout: 20_000 });
  await table.getByLabel(/^公司名称\s*:?$/).fill('导出测试');
  await table.getByRole('button', { name: '搜 索' }).click();
  await expect(table.locator('.mb-pager-total')).toHaveText('共 25 条');
  await expect(table.locator('.ant-table-row')).toHaveCount(20);
  // a column hidden on the table is left out of the file
  await table.getByTestId('column-picker').click();
  const drawer = page.getByRole('dialog', { name: '列设置' });
  await drawer.getByTestId('col-phone').getByRole('checkbox').uncheck();
  await closeDrawer(drawer);
  const headers = (await table.locator('.ant-table-thead th:not(.ant-table-selection-column)').allInnerTexts())
    .map((h) => h.trim())
    .filter((h) => h && h !== '操作');
  expect(headers).toEqual(['公司编号', '公司名称', '联系人', '地址', '转运单价']);

  // everything the search finds, past the first page, newest first, each cell under its header
  const all = await exportRows(page, table, '全量导出');
  expect(all[0]).toEqual(headers);
  expect(all).toHaveLength(26);
  const expected = Array.from({ length: 25 }, (_, k) => 24 - k).map((i) => [
    `X${String(i).padStart(6, '0')}`,
    `导出测试${i}`,
    `联系人${i}`,
    '',
    String(i / 10),
  ]);
  expect(all.slice(1).map((r) => [r[0], r[1], r[2], r[3] ?? '', String(Number(r[4]))])).toEqual(expected);

  // the page on screen
  const shown = await exportRows(page, table, '导出当前页');
  expect(shown.slice(1).map((r) => r[0])).toEqual(expected.slice(0, 20).map((r) => r[0]));

  // the rows ticked
  for (const i of [1, 3]) await table.locator('.ant-table-row').nth(i).locator('.ant-checkbox-input').check();
  const selected = await exportRows(page, table, '导出选中行');
  expect(
    selected
      .slice(1)
      .map((r) => r[0])
      .sort(),
  ).toEqual([expected[1][0], expected[3][0]].sort());
});

/** What a click at the centre of the first row's checkbox reaches: 'checkbox', or the class of what covers it. */
async function checkboxHit(table: Locator): Promise<string> {
  const input = table.locator('.ant-table-row').first().locator('.ant-checkbox-input');
  await input.scrollIntoViewIfNeeded();
  return input.evaluate((el) => {
    const box = el.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return hit && (hit === el || hit === el.closest('.ant-checkbox') || hit === el.closest('.ant-checkbox-wrapper')) ? 'checkbox' : String(hit?.className);
  });
}

/** How far the header of the column fixed left stands from its cells (0: lined up). */
async function fixedHeaderShift(table: Locator): Promise<number> {
  const head = (await table.locator('.ant-table-thead th.ant-table-cell-fix-start:not(.ant-table-selection-column)').boundingBox())!;
  const cell = (await table.locator('.ant-table-row').first().locator('.ant-table-cell-fix-start:not(.ant-table-selection-column)').boundingBox())!;
  return Math.abs(head.x - cell.x);
}
const headerHeight = async (table: Locator) => (await table.locator('.ant-table-thead > tr').first().boundingBox())!.height;

test('a page of over 100 rows keeps its checkboxes clear of a column fixed left, its header as tall and lined up', async ({ page }) => {
  test.setTimeout(180_000);
  await seedTransferCompanies(page, 150, 'V', '大页测试');
  // a narrow window: the columns are wider than the table, as on screens with more of them
  await page.setViewportSize({ width: 720, height: 900 });
  await page.goto('/sales/customer');
  await page.getByRole('tab', { name: '转运公司' }).click();
  const table = page.getByTestId('resource-transferCompany');
  await expect(table.locator('.ant-table-row').first()).toBeVisible({ timeout: 20_000 });
  await table.getByTestId('column-picker').click();
  const drawer = page.getByRole('dialog', { name: '列设置' });
  await drawer.getByTestId('col-companyName').getByRole('button', { name: '固定在左侧' }).click();
  await closeDrawer(drawer);
  await expect(table.locator('.ant-table-thead th.ant-table-cell-fix-start', { hasText: '公司名称' })).toBeVisible();
  expect.soft(await checkboxHit(table)).toBe('checkbox');
  expect.soft(await fixedHeaderShift(table), 'the fixed header stands off its cells').toBeLessThanOrEqual(1);
  const smallHeader = await headerHeight(table);
  // 200 rows a page: the virtual table
  await chooseOption(page, table.getByRole('combobox', { name: '条/页' }), '200条/页');
  // the list of sizes opens over the rows of a short window: gone before the rows are clicked
  await expect(page.locator('.ant-select-dropdown:visible')).toHaveCount(0);
  await expect(table.locator('.ant-table-tbody-virtual')).toBeVisible();
  await expect(table.locator('.ant-table-row').first()).toContainText('大页测试');
  expect.soft(await checkboxHit(table), 'the checkbox is under the fixed column').toBe('checkbox');
  expect.soft(Math.abs((await headerHeight(table)) - smallHeader), 'header taller than with 20 rows a page').toBeLessThanOrEqual(2);
  expect(await fixedHeaderShift(table), 'the fixed header stands off its cells').toBeLessThanOrEqual(1);
  await table.locator('.ant-table-row').first().locator('.ant-checkbox-input').click();
  await expect(table.locator('.ant-table-row').first()).toHaveClass(/ant-table-row-selected/);
});
