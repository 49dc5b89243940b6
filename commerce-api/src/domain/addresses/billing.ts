import { randomUUID } from 'node:crypto';
import type { z } from 'zod';

import {
  ADDRESS_MESSAGES,
  DEFAULT_COUNTRY,
  type BillingAddress,
  type billingAddressBodySchema,
} from '../../../../lib/contract';
import type { Db, Queryable } from '../../db/types';
import { notFound } from '../errors';
import { formatAddressLine, sharedFields, taxOfficeRecord, type BillingRow } from './fields';

export type BillingAddressInput = z.output<typeof billingAddressBodySchema>;

export const billingAddressNotFound = () =>
  notFound(ADDRESS_MESSAGES.faturamentoNaoEncontrado, 'FATURAMENTO_NAO_ENCONTRADO');

/**
 * The client whose billing address is asked for, when it is the caller: another client's id
 * answers 404, exactly like a client without a billing address.
 */
export function ownBillingClient(caller: string, idcliente: string): string {
  if (idcliente.toLowerCase() !== caller) throw billingAddressNotFound();
  return caller;
}

/**
 * The billing address: the saved one, else (CNPJ customers) the tax-office record; null when neither.
 * `descricao` is copied to `apelido`.
 */
export async function getBillingAddress(db: Queryable, idcliente: string): Promise<BillingAddress | null> {
  const rows = await db.query<BillingRow>(
    `SELECT idendereco, descricao, rua, numero, bairro, cidade, uf, cep, complemento, pontoref, pais, lat, lng, textoendereco, cod_erp
     FROM enderecos_faturamento WHERE idcliente = $1`,
    [idcliente],
  );
  const r = rows[0];
  if (r) {
    return {
      ...sharedFields(r),
      origem: 'CADASTRO',
    };
  }
  const receita = await taxOfficeRecord(db, idcliente);
  if (!receita) return null;
  const e = receita.endereco;
  const descricao = 'Endereço fiscal';
  return {
    idendereco: null,
    apelido: descricao,
    descricao,
    rua: e.rua,
    numero: e.numero,
    bairro: e.bairro,
    cidade: e.cidade,
    uf: e.uf,
    cep: e.cep,
    complemento: e.complemento,
    pontoref: null,
    pais: DEFAULT_COUNTRY,
    lat: null,
    lng: null,
    textoendereco: formatAddressLine({ ...e, complemento: e.complemento }),
    cod_erp: null,
    origem: 'RECEITA',
  };
}

/** The billing address of the client; 404 'Endereço de faturamento não cadastrado' when there is none. */
export async function requireBillingAddress(db: Queryable, idcliente: string): Promise<BillingAddress> {
  const endereco = await getBillingAddress(db, idcliente);
  if (!endereco) throw billingAddressNotFound();
  return endereco;
}

/** Creates or replaces the client's billing address (one per client); answers it (origem CADASTRO). */
export async function saveBillingAddress(db: Db, idcliente: string, b: BillingAddressInput): Promise<BillingAddress> {
  const descricao = b.descricao ?? b.apelido ?? 'Faturamento';
  await db.query(
    `INSERT INTO enderecos_faturamento (idendereco, idcliente, descricao, rua, numero, bairro, cidade, uf, cep, complemento, pontoref, pais,
       lat, lng, textoendereco, cod_erp)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, NULL, NULL, NULL, $13)
     ON CONFLICT (idcliente) DO UPDATE SET descricao = EXCLUDED.descricao, rua = EXCLUDED.rua, numero = EXCLUDED.numero,
       bairro = EXCLUDED.bairro, cidade = EXCLUDED.cidade, uf = EXCLUDED.uf, cep = EXCLUDED.cep, complemento = EXCLUDED.complemento,
       pontoref = EXCLUDED.pontoref, pais = EXCLUDED.pais, textoendereco = NULL,
       cod_erp = coalesce(EXCLUDED.cod_erp, enderecos_faturamento.cod_erp), atualizado_em = now()`,
    [
      randomUUID(),
      idcliente,
      descricao,
      b.rua,
      b.numero,
      b.bairro,
      b.cidade,
      b.uf,
      b.cep,
      b.complemento ?? null,
      b.pontoref ?? null,
      b.pais ?? DEFAULT_COUNTRY,
      b.cod_erp ?? null,
    ],
  );
  return requireBillingAddress(db, idcliente);
}
