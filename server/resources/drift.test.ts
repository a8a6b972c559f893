import { describe, expect, it } from 'vitest';
import { PGlite } from '@electric-sql/pglite';
import { Kysely } from 'kysely';
import { SerialPGliteDialect, ConnectionGate } from '../db/pglite-dialect';
import type { Database } from '../db/schema';
import { defineResource } from '../../src/domain/resources/types';
import { checkDrift, declaredColumns } from './drift';

const def = defineResource({
  name: 'probe',
  table: 'probes',
  id: 'id',
  screen: '/lab/visualization-record',
  title: 'probe.title',
  orgScoped: true,
  ordering: true,
  fields: [
    { name: 'probeCode', type: 'string', label: 'probe.code' },
    {
      name: 'customerName',
      type: 'string',
      label: 'probe.customer',
      readonly: true,
      join: { table: 'customers', local: 'customer_id', remote: 'id', column: 'customer_name' },
    },
  ],
  search: [],
  columns: ['probeCode'],
  calls: {},
  actions: ['page', 'update'],
});

describe('schema drift', () => {
  it('declares the key, stored fields, org_id, sort and updated_at, never a joined field', () => {
    expect(declaredColumns(def).sort()).toEqual(['id', 'org_id', 'probe_code', 'sort', 'updated_at']);
  });

  it('refuses to start naming table.column when the database lacks a declared column, and accepts it once migrated', async () => {
    const pg = new PGlite();
    const db = new Kysely<Database>({ dialect: new SerialPGliteDialect(pg, new ConnectionGate()) });
    await db.schema
      .createTable('probes')
      .addColumn('id', 'serial')
      .addColumn('org_id', 'varchar(16)')
      .addColumn('sort', 'integer')
      .addColumn('updated_at', 'timestamptz')
      .execute();
    await expect(checkDrift(db, [def])).rejects.toThrow(/probes\.probe_code/);
    await db.schema.alterTable('probes').addColumn('probe_code', 'varchar(32)').execute();
    await expect(checkDrift(db, [def])).resolves.toBeUndefined();
    await db.destroy();
  }, 30000);
});
