import { hostResource } from './host.resource';
import { ResourceScreen } from '../../src/ui/resource/resource-screen';
import { useResourceT } from '../../src/ui/resource/resource-i18n';
import type { Row } from '../../src/ui/resource/resource-api';
import { stationResource } from './station.resource';

const ADD_FIELDS = ['new_org_id', 'org_name', 'org_short_name', 'org_type', 'address', 'phone', 'lng', 'lat', 'sort'];
const EDIT_FIELDS = ADD_FIELDS.slice(1);

/**
 * The org calls name the record `target_org_id` (edits) and `new_org_id` (adds): `org_id` is the
 * organisation a call acts for, never the one it changes.
 */
const toCall = (values: Row, record: Row | null): Row => {
  const { org_id: _acting, ...rest } = values;
  return record ? { ...rest, target_org_id: record.org_id } : rest;
};

/** /settings/station-manage: the stations, and the plant control hosts of each. */
export default function Screen() {
  const t = useResourceT();
  return (
    <>
      <ResourceScreen
        def={stationResource}
        title={t(stationResource.title)}
        formFields={(r) => (r ? EDIT_FIELDS : ADD_FIELDS)}
        beforeSave={toCall}
        keyParams={(row) => ({ target_org_id: String(row.org_id) })}
      />
      <ResourceScreen def={hostResource} title={t(hostResource.title)} />
    </>
  );
}
