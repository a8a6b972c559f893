import { BizError, invalid, required } from '../../http/errors';
import type { Params } from '../../http/params';
import { SHA256_HEX } from '../session/password';
import { userResource } from '../../../admin/hr/user.resource';
import { passesFormat } from '../../../src/domain/resources/rules';

export const MIN_PASSWORD_LENGTH = 8;

/**
 * The change-password rules of spec §5, applied to what the server can see: the digests of the
 * new and the confirmed password, and the length the client reports for the typed one.
 */
export function checkNewPassword(p: Params): string {
  const digest = p.str('password')?.toLowerCase();
  if (!digest) throw new BizError(400, 'passwordEmpty', {}, 'password');
  if (!SHA256_HEX.test(digest)) throw invalid('password');
  const length = p.int('length');
  if (length === undefined) throw required('length');
  if (length < MIN_PASSWORD_LENGTH) throw new BizError(400, 'passwordShort', {}, 'password');
  const confirm = p.str('confirm')?.toLowerCase();
  if (!confirm) throw new BizError(400, 'passwordConfirmEmpty', {}, 'confirm');
  if (confirm !== digest) throw new BizError(400, 'passwordMismatch', {}, 'confirm');
  return digest;
}

/** The user fields as declared once for the screen and the server (admin/hr/user.resource.ts). */
function declared(name: string) {
  const f = userResource.fields.find((x) => x.name === name);
  if (!f) throw new Error(`the user declaration has no field ${name}`);
  return f;
}

const USER_NAME = new RegExp(`^[A-Za-z0-9_.@-]{2,${declared('user_name').max ?? 50}}$`);

export function checkUserName(p: Params): string {
  const v = p.need('user_name');
  if (!USER_NAME.test(v)) throw invalid('user_name');
  return v;
}

/** A text field of the user, within its declared length. */
export function checkUserText(p: Params, name: string, need = false): string | undefined {
  const max = declared(name).max ?? 100;
  const v = need ? p.need(name) : p.str(name);
  if (v !== undefined && v.length > max) throw invalid(name, 'tooLong', { max });
  if (v !== undefined && !passesFormat(declared(name), v.trim())) throw invalid(name);
  return v;
}

export const USER_TYPES: readonly string[] = (declared('user_type').options ?? []).map((o) => String(o.value));
