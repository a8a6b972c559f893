import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, it } from 'vitest';
import { emptyOtherwise, forgetAnswers, recordCalls } from '../support/calls';
import { mockServer } from '../support/demo-server';
import { until } from '../support/render-app';
import { answer, page, renderScreen } from '../support/render-screen';

/** The material reports' own call (admin/material-test/material-test.api.ts), answered by an msw fixture. */
const calls = recordCalls();

afterEach(() => {
  cleanup();
  mockServer.resetHandlers();
  forgetAnswers();
  calls.made.length = 0;
});

it("uploads a report's image through its call and puts the stored image's address in the form", async () => {
  const report = { id: 8, reportCode: 'SNBG-0008', testCode: 'SN-0008', grade: 'P.O 42.5', supplierName: '海螺水泥', quantity: '500', imageUrl: '' };
  mockServer.use(
    answer('/experiment/cement-test/reportPage', page([report])),
    answer('/experiment/cement-test/ById', report),
    answer('/experiment/upload/uploadImages', { name: 'a1.png', url: '/experiment/upload/image?name=a1.png', size: 4, type: 'image/png' }),
    emptyOtherwise,
  );
  const user = userEvent.setup();
  await renderScreen('/quality-management/cement-report');
  await screen.findByText('SNBG-0008');
  await user.click(screen.getByRole('button', { name: /^编\s?辑$/ }));
  const dialog = await screen.findByRole('dialog');
  const file = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'report.png', { type: 'image/png' });
  await user.upload(dialog.querySelector<HTMLInputElement>('input[type=file]')!, file);

  expect(await until(() => calls.to('/experiment/upload/uploadImages').length === 1)).toBe(true);
  expect(calls.to('/experiment/upload/uploadImages')[0].body).toEqual({ data: 'data:image/png;base64,iVBORw==', fileName: 'report.png' });
  expect(await until(() => within(dialog).queryByDisplayValue('/experiment/upload/image?name=a1.png') !== null)).toBe(true);
});
