import { hashPassword } from '../src/domain/identity/crypto';
import { saltFor } from './customers';
import { DEMO_ATTENDANTS, DEMO_PASSWORD, DEMO_SUPPLIERS, type DemoSupplierKey } from './demo-world';
import type { SeedModule } from './types';

/** One attendant per demo supplier (migration 0011). */
export const attendantsSeed: SeedModule = {
  nome: 'atendentes',
  async run(tx) {
    for (const [key, a] of Object.entries(DEMO_ATTENDANTS) as [
      DemoSupplierKey,
      (typeof DEMO_ATTENDANTS)[DemoSupplierKey],
    ][]) {
      await tx.query(
        'INSERT INTO atendentes (idatendente, idfornecedor, nome, email, senha_hash) VALUES ($1, $2, $3, $4, $5)',
        [
          a.idatendente,
          DEMO_SUPPLIERS[key].idfornecedor,
          a.nome,
          a.email,
          await hashPassword(DEMO_PASSWORD, saltFor(a.email)),
        ],
      );
    }
  },
};
