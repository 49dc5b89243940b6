/** The supplier as a payee: PIX key and city, legal name and CNPJ, the boleto's cedente data. */
import { ORDER_MESSAGES } from '../../../../lib/contract';
import type { Queryable } from '../../db/types';
import { DomainError } from '../errors';

export type Payee = {
  idfornecedor: string;
  nome: string;
  razao_social: string | null;
  cnpj: string | null;
  cidade: string | null;
  chave_pix: string | null;
  boleto_banco: string | null;
  boleto_agencia: string | null;
  boleto_conta: string | null;
  boleto_carteira: string | null;
  /** Late charges of the "2ª via atualizada" (migration 0051), basis points; due in that many days. */
  boleto_multa_bp: number;
  boleto_juros_mes_bp: number;
  boleto_segunda_via_dias: number;
};

export async function readPayee(db: Queryable, idfornecedor: string): Promise<Payee> {
  const [p] = await db.query<Payee>(
    `SELECT idfornecedor, nome, razao_social, cnpj, cidade, chave_pix, boleto_banco, boleto_agencia, boleto_conta, boleto_carteira,
       boleto_multa_bp, boleto_juros_mes_bp, boleto_segunda_via_dias
     FROM fornecedores WHERE idfornecedor = $1`,
    [idfornecedor],
  );
  if (!p) throw new DomainError('not_found', 'FORNECEDOR_NAO_ENCONTRADO', 'Fornecedor não encontrado');
  return p;
}

/** The method exists but the supplier lacks what it needs to charge with it (no PIX key, no cedente). */
export const methodNotConfigured = () =>
  new DomainError('invalid', 'FORMA_PAGAMENTO_INVALIDA', ORDER_MESSAGES.formaPagamentoInvalida, {
    'formaPagamento.idformapagto': ORDER_MESSAGES.formaPagamentoInvalida,
  });
