import type { SubscriptionType } from '../../../../lib/contract/subscription';
import type { Queryable } from '../../db/types';

/** The supplier's active subscription types, in display order. */
export function listSubscriptionTypes(db: Queryable, idfornecedor: string): Promise<SubscriptionType[]> {
  return db.query<SubscriptionType>(
    `SELECT idtipoassinatura, descricao, intervalo_dias, mensagem FROM tipos_assinatura
     WHERE idfornecedor = $1 AND ativo ORDER BY ordem, descricao`,
    [idfornecedor],
  );
}

export async function subscriptionLabel(db: Queryable, idfornecedor: string): Promise<string | null> {
  const [row] = await db.query<{ label: string }>('SELECT label FROM assinatura_rotulos WHERE idfornecedor = $1', [
    idfornecedor,
  ]);
  return row?.label ?? null;
}
