import { z } from 'zod';
import { input, pageParams, wire } from '../../http/input';

/** What the user calls read (./user.routes.ts); lengths and words as ./user.rules.ts checks them. */

const digest = (missing: 'passwordEmpty' | 'passwordConfirmEmpty') => z.string({ error: missing }).regex(/^[0-9a-fA-F]{64}$/, { error: 'invalid' });

/** The change-password form of spec §5: SHA-256 digests of the new and confirmed password. */
const newPassword = {
  password: digest('passwordEmpty'),
  length: wire.int({ min: 0, max: 1000 }),
  confirm: digest('passwordConfirmEmpty'),
};

const userType = wire.oneOf(['staff', 'member']);
const roleIds = wire.list(wire.id(), { max: 1000 });

export const userSchemas = {
  updatePassword: input(newPassword),
  byUserName: input({ user_name: wire.text(50) }),
  list: input({
    ...pageParams,
    user_name: wire.text(50).optional(),
    true_name: wire.text(50).optional(),
    status: wire.int().optional(),
    filter_org_id: wire.text(16).optional(),
  }),
  codeCheck: input({ user_code: wire.text(32), user_id: wire.id().optional() }),
  save: input({
    user_name: wire.text(50, { pattern: /^[A-Za-z0-9_.@-]{2,50}$/ }),
    true_name: wire.text(50),
    user_code: wire.text(32),
    user_type: userType.optional(),
    ...newPassword,
    post_code: wire.text(16).optional(),
    phone: wire.text(40).optional(),
    roleIds: roleIds.optional(),
  }),
  update: input({
    user_id: wire.id().optional(),
    true_name: wire.text(50).optional(),
    phone: wire.text(40).optional(),
    post_code: wire.text(16).optional(),
    user_type: userType.optional(),
    status: wire.int({ min: 0, max: 1 }).optional(),
    roleIds: roleIds.optional(),
  }),
  delete: input({ user_id: wire.id() }),
};
