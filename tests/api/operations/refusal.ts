import { expect } from 'vitest';
import { formatMessage } from '../../../src/domain/server-messages';
import { BizError } from '../../../server/http/errors';

/** The refusal of a write: code 400 naming the field, in words that name it too. */
export async function refusal(p: Promise<unknown>): Promise<{ field: string; en: string }> {
  const e = await p.then(
    () => {
      throw new Error('the write was accepted');
    },
    (x: unknown) => x,
  );
  expect(e).toBeInstanceOf(BizError);
  const b = e as BizError;
  expect(b.code).toBe(400);
  return { field: b.field!, en: formatMessage(b.key, 'en', b.params) };
}
