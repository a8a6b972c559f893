import { CMD } from '../../src/domain/events';
import { invalid } from '../http/errors';
import { audit, write, type OpsDeps } from './ops-deps';
import { siloRows, weighbridgeLive } from './live.queries';
import { needId, needNumber, needText, round2 } from './validate';

export interface WeighInInput {
  orgId: string;
  plate: string;
  supplierId?: number | null;
  siloId: number;
  gross: number;
  tare: number;
}

/**
 * A supplier's truck over the weighbridge into a silo: the weighbridge record, the material
 * receipt and the silo's new level, in one transaction. Net is gross minus tare, in tonnes.
 */
export async function weighIn(deps: OpsDeps, input: WeighInInput) {
  const plate = needText('plate', input.plate, 16);
  const siloId = needId('siloId', input.siloId);
  const gross = needNumber('gross', input.gross, { positive: true, max: 200 });
  const tare = needNumber('tare', input.tare, { positive: true, max: 200 });
  if (tare >= gross) throw invalid('tare');
  const net = round2(gross - tare);
  return write(deps, async (tx, emit) => {
    const silo = await tx
      .selectFrom('silos')
      .select(['id', 'org_id', 'material_name', 'capacity', 'level'])
      .where('id', '=', siloId)
      .forUpdate()
      .executeTakeFirst();
    if (!silo || silo.org_id !== input.orgId) throw invalid('siloId');
    if (Number(silo.level) + net > Number(silo.capacity)) throw invalid('gross', 'siloOverfill');
    let supplierName = '';
    if (input.supplierId) {
      const s = await tx.selectFrom('suppliers').select(['id', 'name']).where('id', '=', input.supplierId).executeTakeFirst();
      if (!s) throw invalid('supplierId');
      supplierName = s.name;
    }
    const now = deps.clock.now();
    const day = deps.clock.format(now).slice(0, 10).replaceAll('-', '');
    const rec = await tx
      .insertInto('weighbridge_records')
      .values({
        org_id: input.orgId,
        supplier_id: input.supplierId ?? null,
        record_code: '',
        plate,
        material_name: silo.material_name,
        supplier_name: supplierName,
        gross,
        tare,
        net,
        at: now,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    const recordCode = `GB${day}${input.orgId}${String(rec.id).padStart(6, '0')}`;
    await tx.updateTable('weighbridge_records').set({ record_code: recordCode }).where('id', '=', rec.id).execute();
    await tx
      .insertInto('material_receipts')
      .values({ org_id: input.orgId, weighbridge_id: rec.id, silo_id: siloId, material_name: silo.material_name, quantity: net, at: now })
      .execute();
    await tx
      .updateTable('silos')
      .set({ level: round2(Number(silo.level) + net) })
      .where('id', '=', siloId)
      .execute();
    await audit(deps, tx, input.orgId, 'weigh', 'weighbridge_record', rec.id, { recordCode, siloId, net });
    emit(input.orgId, CMD.weighbridge, weighbridgeLive({ ...rec, record_code: recordCode } as never, deps.clock));
    emit(input.orgId, CMD.siloLevels, await siloRows(tx, [input.orgId], [siloId]));
    return { id: rec.id, recordCode, net };
  });
}
