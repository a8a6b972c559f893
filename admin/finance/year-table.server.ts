import { sql, type Kysely } from 'kysely';
import type { Id, Stamp } from '../../server/db/column-types';
import { defineServerPart } from '../../server/resources/server-part';

/** Stored yearly tables (migration 0193): `rows` and `total` are the JSON the calls answer. */
export interface SalesYearTable {
  id: Id;
  org_id: string;
  year: number;
  kind: string;
  row_count: number;
  built_at: Stamp;
  built_by: string;
  saved: boolean;
  saved_by: string;
  rows: string;
  total: string;
}

declare module '../../server/db/schema' {
  interface ResourceTables {
    sales_year_tables: SalesYearTable;
  }
}

export const salesYearTableServer = defineServerPart({
  resource: 'salesYearTable',
  migrations: {
    '0193-finance-year-tables': {
      async up(db: Kysely<unknown>) {
        await sql`create table sales_year_tables (
          id serial primary key, org_id varchar(16) not null references orgs (org_id), year integer not null, kind varchar(16) not null,
          row_count integer not null, built_at timestamptz not null default now(), built_by varchar(50) not null,
          saved boolean not null default false, saved_by varchar(50) not null default '', rows text not null, total text not null,
          unique (org_id, year, kind))`.execute(db);
      },
      async down(db: Kysely<unknown>) {
        await sql`drop table sales_year_tables`.execute(db);
      },
    },
  },
});
