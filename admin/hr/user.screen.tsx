import { Input } from 'antd';
import { ResourceScreen } from '../../src/ui/resource/resource-screen';
import type { Row } from '../../src/ui/resource/resource-api';
import { userResource } from './user.resource';

const sha256 = async (s: string) =>
  [...new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(s)))].map((b) => b.toString(16).padStart(2, '0')).join('');

const ADD_FIELDS = ['user_name', 'true_name', 'user_code', 'user_type', 'post_code', 'phone', 'password'];
const EDIT_FIELDS = ['true_name', 'user_type', 'post_code', 'phone', 'status'];

/**
 * The server never sees a typed password: it gets the digest, the same digest as confirmation
 * and the typed length (docs/wire.md). An edit keeps the user's organisation: `org_id` in the
 * body names it rather than the organisation the admin acts for.
 */
async function toCall(values: Row, record: Row | null): Promise<Row> {
  if (record) return { ...values, org_id: record.org_id, orgId: record.org_id };
  const typed = String(values.password ?? '');
  const digest = await sha256(typed);
  return { ...values, password: digest, confirm: digest, length: [...typed].length };
}

/** /hr/user: users of the organisation acted for (all of them at the head office). */
export default function Screen() {
  return (
    <ResourceScreen
      def={userResource}
      formFields={(r) => (r ? EDIT_FIELDS : ADD_FIELDS)}
      beforeSave={toCall}
      formInputs={{ password: <Input.Password autoComplete="new-password" /> }}
    />
  );
}
