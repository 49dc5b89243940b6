import { ADDRESS_MESSAGES } from '../../../../lib/contract';
import { maskCep } from '../../../../lib/rules/cep';
import type { Queryable } from '../../db/types';
import { notFound } from '../errors';
import { normalizeText } from '../geocoding';
import { taxOfficeLookup } from '../identity/tax-office';

/** A row of `enderecos` (delivery addresses). */
export type AddressRow = {
  idendereco: string;
  idcliente: string;
  idfornecedor: string | null;
  descricao: string;
  rua: string;
  numero: string;
  bairro: string;
  cidade: string;
  uf: string;
  cep: string;
  complemento: string | null;
  pontoref: string | null;
  pais: string;
  lat: number | null;
  lng: number | null;
  textoendereco: string | null;
  primario: boolean;
  cod_erp: string | null;
};

/** A row of `enderecos_faturamento`: the same fields, without the delivery-only ones. */
export type BillingRow = Omit<AddressRow, 'idcliente' | 'idfornecedor' | 'primario'>;

export const addressNotFound = () => notFound(ADDRESS_MESSAGES.enderecoNaoEncontrado, 'ENDERECO_NAO_ENCONTRADO');

/** 'Rua Harmonia, 120, Apto 32 – Vila Madalena, São Paulo – SP, 05435-000' */
export function formatAddressLine(a: {
  rua: string;
  numero: string;
  complemento?: string | null;
  bairro: string;
  cidade: string;
  uf: string;
  cep: string;
}): string {
  const first = [a.rua, a.numero, a.complemento].filter((s) => s && s.trim()).join(', ');
  return `${first} – ${a.bairro}, ${a.cidade} – ${a.uf}, ${maskCep(a.cep)}`;
}

/** The tax-office (Receita) record of a CNPJ customer; null for CPF/email customers or without a record. */
export async function taxOfficeRecord(db: Queryable, idcliente: string) {
  const c = await db.query<{ cpf: string | null; tipo_documento: string }>(
    'SELECT cpf, tipo_documento FROM clientes WHERE idcliente = $1',
    [idcliente],
  );
  const row = c[0];
  if (!row || row.tipo_documento !== 'CNPJ' || !row.cpf) return null;
  return taxOfficeLookup(row.cpf);
}

/** Tax-office location of a CNPJ customer (null for CPF/email customers or without a record). */
export async function taxOfficeLocation(
  db: Queryable,
  idcliente: string,
): Promise<{ cidade: string; uf: string } | null> {
  const r = await taxOfficeRecord(db, idcliente);
  return r ? { cidade: r.endereco.cidade, uf: r.endereco.uf } : null;
}

/** Differs in state or (accent/case-insensitive) city from the tax-office record. */
export function cnpjAddressMismatch(
  addr: { cidade: string; uf: string },
  fiscal: { cidade: string; uf: string } | null,
): boolean {
  if (!fiscal) return false;
  return (
    addr.uf.toUpperCase() !== fiscal.uf.toUpperCase() || normalizeText(addr.cidade) !== normalizeText(fiscal.cidade)
  );
}

/** The fields a delivery and a billing address share; `descricao` is copied to `apelido`. */
export function sharedFields(r: BillingRow) {
  return {
    idendereco: r.idendereco,
    apelido: r.descricao,
    descricao: r.descricao,
    rua: r.rua,
    numero: r.numero,
    bairro: r.bairro,
    cidade: r.cidade,
    uf: r.uf,
    cep: r.cep,
    complemento: r.complemento,
    pontoref: r.pontoref,
    pais: r.pais,
    lat: r.lat,
    lng: r.lng,
    textoendereco: r.textoendereco ?? formatAddressLine(r),
    cod_erp: r.cod_erp,
  };
}
