import type { Id, IntDefault, Stamp, Text } from '../../server/db/column-types';
import { defineServerPart } from '../../server/resources/server-part';
import type { DB } from '../../server/db/database';

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
  interface ResourceTables {
    ncc_material: NccMaterialTable;
  }
}

/** The NCC master's materials of the demo company. */
async function seedNccMaterials(db: DB): Promise<void> {
  await db
    .insertInto('ncc_material')
    .values(
      [
        ['WL0001', 'P.O 42.5 水泥', 'P.O 42.5', '吨', '水泥'],
        ['WL0002', '中砂', 'II区中砂', '吨', '砂'],
        ['WL0003', '碎石 5-25mm', '5-25mm', '吨', '石'],
        ['WL0004', 'II级粉煤灰', 'F类II级', '吨', '掺合料'],
        ['WL0005', 'S95 矿粉', 'S95', '吨', '掺合料'],
        ['WL0006', '聚羧酸减水剂', 'PCE-40%', '吨', '外加剂'],
      ].map(([code, name, spec, unit, category], i) => ({ code, name, spec, unit, category, sort: i + 1 })),
    )
    .execute();
}

export const nccMaterialServer = defineServerPart({ resource: 'nccMaterial', seed: seedNccMaterials });
