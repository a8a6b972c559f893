import type { Id, IntDefault, Stamp, Text } from '../../server/db/column-types';
import { defineServerPart } from '../../server/resources/server-part';

/** NCC materials. Created by core migration 0003-admin. */
export interface NccMaterialTable {
  id: Id;
  created_at: Stamp;
  updated_at: Stamp;
  code: Text;
  name: Text;
  spec: Text;
  unit: Text;
  category: Text;
  remark: Text;
  visible: IntDefault;
  sort: IntDefault;
}

declare module '../../server/db/schema' {
  interface ResourceTables { ncc_material: NccMaterialTable }
}

export const nccMaterialServer = defineServerPart({ resource: 'nccMaterial' });
