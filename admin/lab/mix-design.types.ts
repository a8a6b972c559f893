/** A recipe's material per m³, as the recipes table keeps it (server/db/schema.ts `RecipeMaterial`). */
export interface RecipeMaterialRow {
  materialName: string;
  kgPerM3: number;
}
