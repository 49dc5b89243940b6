/** A PIX charge: the BR Code (lib/rules/pix.ts) for the order's total, to the supplier's key, valid 30 minutes. */
import { createHash } from 'node:crypto';
import type { z } from 'zod';

import type { pixChargeSchema } from '../../../../lib/contract/order-payment';
import { buildPixPayload } from '../../../../lib/rules/pix';
import { methodNotConfigured, type Payee } from './payee';

export type PixCharge = z.infer<typeof pixChargeSchema>;

export const PIX_TTL_MINUTES = 30;

/**
 * The charge's txid (BR Code field 62.05): letters and digits, at most 25. Derived from the order
 * number (globally unique) and a digest of the supplier and number, so it is unique and not
 * guessable from the number alone: 'PED100001' + 10 hex digits. A later charge of the same order
 * (`emissao` > 0: a new PIX) gets another digest, so the superseded code is another txid.
 */
export function pixTxid(numpedido: number, idfornecedor: string, emissao = 0): string {
  const seed = emissao > 0 ? `pix:${idfornecedor}:${numpedido}:${emissao}` : `pix:${idfornecedor}:${numpedido}`;
  const tail = createHash('sha256').update(seed).digest('hex').slice(0, 10).toUpperCase();
  return `PED${numpedido}${tail}`;
}

export function pixCharge(p: Payee, numpedido: number, valorCentavos: number, now: Date, emissao = 0): PixCharge {
  if (!p.chave_pix || !p.cidade) throw methodNotConfigured();
  const txid = pixTxid(numpedido, p.idfornecedor, emissao);
  const copiaECola = buildPixPayload({
    chave: p.chave_pix,
    // The payee is the legal entity (decision 0038), as on the boleto and the NF-e.
    nomeRecebedor: p.razao_social ?? p.nome,
    cidadeRecebedor: p.cidade,
    valorCentavos,
    txid,
  });
  return {
    copiaECola,
    txid,
    chave: p.chave_pix,
    expiraEm: new Date(now.getTime() + PIX_TTL_MINUTES * 60_000).toISOString(),
  };
}
