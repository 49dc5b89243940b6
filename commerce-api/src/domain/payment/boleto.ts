/**
 * A boleto (lib/rules/boleto.ts) for the order's total, due 3 days after the order (São Paulo
 * calendar), with the supplier's cedente data. The free field follows Itaú's layout (bank 341,
 * the demo's bank): carteira (3) + nossoNumero (8) + DAC (mod 10 of agência, conta, carteira and
 * nossoNumero) + agência (4) + conta (5) + DAC (mod 10 of agência and conta) + '000'.
 */
import type { z } from 'zod';

import type { boletoChargeSchema } from '../../../../lib/contract/order-payment';
import { buildBoleto, mod10Dv } from '../../../../lib/rules/boleto';
import { maskCnpj } from '../../../../lib/rules/documents';
import type { Queryable } from '../../db/types';
import { addDays, localDate } from './dates';
import { methodNotConfigured, type Payee } from './payee';

export type BoletoCharge = z.infer<typeof boletoChargeSchema>;

export const BOLETO_DUE_DAYS = 3;

/** The supplier's next nossoNumero (sequential; the supplier row stays locked until the order commits). */
export async function nextNossoNumero(tx: Queryable, idfornecedor: string): Promise<number> {
  const [r] = await tx.query<{ n: string }>(
    'UPDATE fornecedores SET boleto_nosso_numero = boleto_nosso_numero + 1 WHERE idfornecedor = $1 RETURNING boleto_nosso_numero::text AS n',
    [idfornecedor],
  );
  return Number(r!.n);
}

export function itauFreeField(c: { carteira: string; nossoNumero: string; agencia: string; conta: string }): string {
  const dacNossoNumero = mod10Dv(c.agencia + c.conta + c.carteira + c.nossoNumero);
  const dacConta = mod10Dv(c.agencia + c.conta);
  return `${c.carteira}${c.nossoNumero}${dacNossoNumero}${c.agencia}${c.conta}${dacConta}000`;
}

/** A boleto due BOLETO_DUE_DAYS after `at`, or on `vencimento` ('YYYY-MM-DD', a title's due date). */
export async function boletoCharge(
  tx: Queryable,
  p: Payee,
  valorCentavos: number,
  at: Date,
  vencimento = addDays(localDate(at), BOLETO_DUE_DAYS),
): Promise<BoletoCharge> {
  const { boleto_banco: banco, boleto_agencia: agencia, boleto_conta: conta, boleto_carteira: carteira } = p;
  if (!banco || !agencia || !conta || !carteira || !p.cnpj) throw methodNotConfigured();
  const n = await nextNossoNumero(tx, p.idfornecedor);
  const nossoNumero = String(n % 100_000_000).padStart(8, '0');
  const campoLivre = itauFreeField({ carteira, nossoNumero, agencia, conta });
  const b = buildBoleto({ banco, valorCentavos, vencimento, campoLivre });
  return {
    banco,
    ...b,
    vencimento,
    nossoNumero: `${carteira}/${nossoNumero}-${campoLivre[11]}`,
    beneficiario: { nome: p.razao_social ?? p.nome, documento: maskCnpj(p.cnpj) },
  };
}
