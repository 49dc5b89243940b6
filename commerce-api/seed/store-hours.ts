import { DEMO_SUPPLIERS, type DemoSupplierKey } from './demo-world';
import { deliveryMethodRows, storeRows } from './suppliers';
import type { SeedModule } from './types';

/**
 * Slots a store can keep (migration 0041): the demo stores' opening hours by weekday and the
 * express delivery methods, written over databases seeded before 0041 (a new database gets them
 * from the suppliers module already; writing them again changes nothing).
 */
export const storeHoursSeed: SeedModule = {
  nome: 'horarios-lojas-expressa',
  async run(tx) {
    for (const key of Object.keys(DEMO_SUPPLIERS) as DemoSupplierKey[]) {
      for (const l of storeRows(key))
        await tx.query('UPDATE lojas SET horarios = $2::jsonb WHERE idloja = $1', [
          l.idloja,
          JSON.stringify(l.horarios),
        ]);
      for (const m of deliveryMethodRows(key))
        await tx.query('UPDATE formas_entrega SET expressa = $2 WHERE idformaentrega = $1', [
          m.idformaentrega,
          m.expressa,
        ]);
    }
  },
};
