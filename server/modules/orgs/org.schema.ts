import { z } from 'zod';
import { input, wire } from '../../http/input';

/** What the organisation calls read (./org.routes.ts). */

const orgId = wire.text(16, { pattern: /^[0-9A-Za-z]{2,16}$/ });

const orgFields = {
  org_type: wire.oneOf(['head', 'station']).optional(),
  org_short_name: wire.text(200).optional(),
  address: wire.text(200).optional(),
  phone: wire.text(200).optional(),
  lng: wire.number(-180, 180).optional(),
  lat: wire.number(-90, 90).optional(),
  sort: wire.int().optional(),
};

const copy = { source_org_id: orgId.optional(), target_org_ids: z.array(orgId).max(1000).optional() };

export const orgSchemas = {
  byType: input({ org_type: wire.text(16).optional(), type: wire.text(16).optional() }),
  add: input({ new_org_id: orgId, org_name: wire.text(100), ...orgFields }),
  update: input({ target_org_id: orgId, org_name: wire.text(100).optional(), ...orgFields }),
  delete: input({ target_org_id: orgId }),
  /** `{ data: { source_org_id, target_org_ids } }`, or the two at the top level */
  copyTree: input({ data: z.looseObject(copy).optional(), ...copy }),
};
