import { expect, test, type Page } from '@playwright/test';
import { callAs, openAs } from './approval-support';
import { apiToken } from './support';
import { pdfText } from '../api/print/pdf-text';

/**
 * Issue 11, raw materials to certificate: a cement arrival is checked in, the lab enters its
 * report on /quality-management/cement-report against the GB 175 limits shown there, the verdict
 * is 合格; a certificate of a task's loads then prints that report's figures.
 */
const dialog = (page: Page) => page.getByRole('dialog');

test('a cement report entered on screen reaches the certificate PDF', async ({ page }) => {
  test.setTimeout(180_000);
  const n = Date.now() % 1_000_000;
  const testCode = `SN-E2E-${n}`;
  const reportCode = `SNR-E2E-${n}`;

  // a station's load of the day, whose task the certificate covers
  const tickets = await callAs(page, 'admin', '/production/production/getTaskDetailByTime', { org_id: '01', pageNo: 1, pageSize: 1 });
  expect(tickets.code, tickets.msg).toBe(200);
  const ticket = tickets.data.list[0];
  const day = String(ticket.createTime).slice(0, 10);

  const arrival = await callAs(
    page,
    'lab',
    '/experiment/cement-test/insert',
    { org_id: '01' },
    {
      testCode,
      grade: 'P·O 42.5',
      supplierName: '海螺水泥',
      carNumber: '浙A5E2E1',
      quantity: '36.20',
      arrivalDate: day,
      appearance: 'ok',
      inspectResult: 'pass',
    },
  );
  expect(arrival.code, arrival.msg).toBe(200);

  await openAs(page, 'lab', '/quality-management/cement-report');
  await expect(page.getByTestId('material-limits')).toContainText('GB 175-2007');
  await expect(page.getByTestId('material-limits')).toContainText('≥ 42.5');
  await page.getByRole('textbox', { name: /^检验编号/ }).fill(testCode);
  await page.getByRole('button', { name: '搜 索' }).click();
  const row = page.locator('.ant-table-row:visible', { hasText: testCode });
  await expect(row).toHaveCount(1);
  await row.getByRole('button', { name: '编辑' }).click();
  const form = dialog(page);
  await form.getByLabel('报告编号').fill(reportCode);
  await form.getByLabel('报告日期').fill(day);
  await form.getByLabel('报告日期').press('Enter');
  const figures: Record<string, string> = {
    '比表面积(m²/kg)': '356',
    '初凝时间(min)': '172',
    '终凝时间(min)': '231',
    '安定性(1合格/0不合格)': '1',
    '3d抗折强度(MPa)': '5.4',
    '3d抗压强度(MPa)': '27.8',
    '28d抗折强度(MPa)': '8.3',
    '28d抗压强度(MPa)': '50.2',
  };
  for (const [label, v] of Object.entries(figures)) await form.getByLabel(label, { exact: true }).fill(v);
  await form.getByRole('button', { name: '确 定' }).click();
  await expect(form).toBeHidden();
  await expect(page.locator('.ant-table-row:visible', { hasText: reportCode })).toContainText('合格');

  const data = await callAs(
    page,
    'lab',
    '/system/certificateData/insert',
    { org_id: '01' },
    { companyName: '余杭站', licenseNo: `XK-E2E-${n}`, standard: 'GB/T 14902-2012' },
  );
  expect(data.code, data.msg).toBe(200);
  const cert = await callAs(
    page,
    'lab',
    '/production/certificateManage/insert',
    { org_id: '01' },
    {
      certificateNo: `HGZ-E2E-${n}`,
      taskId: ticket.taskId,
      dateFrom: day,
      dateTo: day,
      issueDate: day,
    },
  );
  expect(cert.code, cert.msg).toBe(200);
  expect(cert.data.ticketCount).toBeGreaterThan(0);

  // the certificate report screen lists it with its print action
  await openAs(page, 'lab', '/quality-management/product-certification/certificate-report');
  await expect(page.locator('.ant-table-row:visible', { hasText: `HGZ-E2E-${n}` }).getByTestId('print-certificate')).toBeVisible();

  const pdf = await page.request.get(`/prod-api/resource/certificateReport/print?id=${cert.data.id}&doc=certificate&org_id=01`, {
    headers: { access_token: await apiToken(page, 'lab') },
  });
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  const text = (await pdfText(await pdf.body())).join('\n');
  for (const v of [`HGZ-E2E-${n}`, reportCode, '50.2', '27.8', '356', `XK-E2E-${n}`, String(cert.data.quantity)]) expect(text).toContain(v);
});
