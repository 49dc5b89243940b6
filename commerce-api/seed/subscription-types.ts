import { DEMO_SUBSCRIPTION, DEMO_SUPPLIERS } from './demo-world';
import type { SeedModule } from './types';
import { insertRows } from './util';

/** The Adega's wine-club subscription types (migration 0012). */
export const subscriptionTypesSeed: SeedModule = {
  nome: 'tipos-assinatura',
  async run(tx) {
    const idfornecedor = DEMO_SUPPLIERS[DEMO_SUBSCRIPTION.fornecedor].idfornecedor;
    await insertRows(
      tx,
      'tipos_assinatura',
      DEMO_SUBSCRIPTION.tipos.map((t, ordem) => ({ ...t, idfornecedor, ordem })),
    );
    await tx.query('INSERT INTO assinatura_rotulos (idfornecedor, label) VALUES ($1, $2)', [
      idfornecedor,
      DEMO_SUBSCRIPTION.label,
    ]);
  },
};
