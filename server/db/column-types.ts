import type { ColumnType, Generated } from 'kysely';

/**
 * Column types the business objects' row types are written in (admin/<area>/<object>.server.ts):
 * what a column reads as, and whether an insert may leave it out (a default, or nullable).
 */
export type Id = Generated<number>;
/** varchar with a default ('' in the admin tables) */
export type Text = Generated<string>;
export type NullableText = ColumnType<string | null, string | null | undefined, string | null>;
/** numeric reads back as a string, to keep money and quantities exact */
export type Num = ColumnType<string, string | number, string | number>;
export type NumDefault = ColumnType<string, string | number | undefined, string | number>;
export type NullableNum = ColumnType<string | null, string | number | null | undefined, string | number | null>;
export type IntDefault = Generated<number>;
export type NullableInt = ColumnType<number | null, number | null | undefined, number | null>;
export type Flag = Generated<boolean>;
export type Stamp = ColumnType<Date, Date | string | undefined, Date | string>;
export type NullableStamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
export type NullableDate = ColumnType<Date | string | null, Date | string | null | undefined, Date | string | null>;

/** The state columns of a record under an approval flow (the first flow's, unprefixed). */
export interface ApprovalColumns {
  approve_state: NullableInt;
  approve_level: IntDefault;
  approve_round: IntDefault;
  submit_user: Text;
  submit_user_id: NullableInt;
}
