/** The parties of the documents: the supplier as issuer/beneficiary and the client as recipient/payer. */
import { formatDocument } from '../../../../lib/rules/documents';
import type { Queryable } from '../../db/types';
import { getBillingAddress } from '../addresses/billing';
import { LEGAL_COLS, legalEntityOf, type LegalColumns } from '../suppliers';

export type PostalAddress = {
  rua: string;
  numero: string;
  complemento: string | null;
  bairro: string;
  cidade: string;
  uf: string;
  cep: string;
};

export type Recipient = {
  idcliente: string;
  nome: string;
  /** Digits (CPF 11, CNPJ 14) or null (email-only accounts). */
  documento: string | null;
  tipoDocumento: 'CPF' | 'CNPJ' | null;
  documentoFormatado: string;
  email: string | null;
  endereco: PostalAddress | null;
  /** State registration (digits) of a company that is an ICMS taxpayer; null otherwise. */
  inscricaoEstadual: string | null;
};

export type Issuer = {
  idfornecedor: string;
  nome: string;
  razaoSocial: string;
  cnpj: string;
  cnpjFormatado: string;
  cidade: string | null;
  /** The legal record's address (decision 0038); null while incomplete. */
  endereco: PostalAddress | null;
  fiscal: {
    inscricao_estadual: string;
    crt: number;
    logradouro: string;
    numero: string;
    bairro: string;
    cod_municipio: string;
    municipio: string;
    uf: string;
    cep: string;
    telefone: string | null;
    serie: number;
  } | null;
};

/** IBGE municipality codes of the demo's cities (cMun of the NF-e); others print 9999999. */
const MUNICIPIOS: Record<string, string> = {
  'SP:SAO PAULO': '3550308',
  'RS:BENTO GONCALVES': '4302105',
  'RS:CAXIAS DO SUL': '4305108',
  'RJ:RIO DE JANEIRO': '3304557',
  'MG:BELO HORIZONTE': '3106200',
};

export function municipioCode(cidade: string, uf: string): string {
  const key = `${uf.toUpperCase()}:${cidade
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toUpperCase()
    .trim()}`;
  return MUNICIPIOS[key] ?? '9999999';
}

export async function readIssuer(db: Queryable, idfornecedor: string): Promise<Issuer> {
  const [f] = await db.query<{ idfornecedor: string; nome: string } & LegalColumns>(
    `SELECT idfornecedor, nome, ${LEGAL_COLS} FROM fornecedores WHERE idfornecedor = $1`,
    [idfornecedor],
  );
  const legal = f ? legalEntityOf(f) : null;
  // IE and address are the supplier's legal record (decision 0038); the issuer row adds what only the NF-e needs.
  const [fiscal] = await db.query<NonNullable<Issuer['fiscal']>>(
    `SELECT f.inscricao_estadual, e.crt, f.logradouro, f.numero, f.bairro, e.cod_municipio, f.cidade AS municipio,
       f.uf, f.cep, e.telefone, e.serie
     FROM emitentes_fiscais e JOIN fornecedores f USING (idfornecedor)
     WHERE e.idfornecedor = $1 AND f.inscricao_estadual IS NOT NULL AND f.logradouro IS NOT NULL
       AND f.numero IS NOT NULL AND f.bairro IS NOT NULL AND f.cidade IS NOT NULL AND f.uf IS NOT NULL AND f.cep IS NOT NULL`,
    [idfornecedor],
  );
  const cnpj = f?.cnpj ?? '';
  return {
    idfornecedor,
    nome: f?.nome ?? '',
    razaoSocial: f?.razao_social ?? f?.nome ?? '',
    cnpj,
    cnpjFormatado: cnpj ? formatDocument(cnpj, 'CNPJ') : '',
    cidade: f?.cidade ?? null,
    endereco: legal
      ? {
          rua: legal.endereco.logradouro,
          numero: legal.endereco.numero,
          complemento: null,
          bairro: legal.endereco.bairro,
          cidade: legal.endereco.cidade,
          uf: legal.endereco.uf,
          cep: legal.endereco.cep,
        }
      : null,
    fiscal: fiscal ?? null,
  };
}

type AddressLike =
  | {
      rua?: unknown;
      numero?: unknown;
      complemento?: unknown;
      bairro?: unknown;
      cidade?: unknown;
      uf?: unknown;
      cep?: unknown;
    }
  | null
  | undefined;

function postal(a: AddressLike): PostalAddress | null {
  if (!a || typeof a.rua !== 'string' || typeof a.cidade !== 'string' || typeof a.uf !== 'string') return null;
  return {
    rua: a.rua,
    numero: typeof a.numero === 'string' && a.numero ? a.numero : 'S/N',
    complemento: typeof a.complemento === 'string' && a.complemento ? a.complemento : null,
    bairro: typeof a.bairro === 'string' ? a.bairro : '',
    cidade: a.cidade,
    uf: a.uf.toUpperCase(),
    cep: typeof a.cep === 'string' ? a.cep.replace(/\D/g, '') : '',
  };
}

/**
 * The client as recipient or payer. Address: the billing snapshot of the order, else the client's
 * billing address (saved, or the tax-office record of a CNPJ), else the delivery address of the
 * order, else none.
 *
 * A linked user without a document of its own (an email login) buys for its principal's account
 * (decision 0021: the credit is the principal's too): with `idfornecedor`, the recipient is then
 * the principal, whose CPF or CNPJ the NF-e needs.
 */
export async function readRecipient(
  db: Queryable,
  idcliente: string,
  o: {
    enderecoFaturamento?: unknown;
    idenderecoEntrega?: string | null;
    idfornecedor?: string;
    /** The order's "CPF na nota?" (decision 0049): a consumer's note carries it instead of the account's. */
    cpfNaNota?: string | null;
  } = {},
): Promise<Recipient> {
  type ClientRow = {
    nome: string;
    razao_social: string | null;
    cpf: string | null;
    tipo_documento: string;
    email: string | null;
    inscricao_estadual: string | null;
  };
  const readClient = async (id: string) =>
    (
      await db.query<ClientRow>(
        'SELECT nome, razao_social, cpf, tipo_documento, email, inscricao_estadual FROM clientes WHERE idcliente = $1',
        [id],
      )
    )[0];
  let c = await readClient(idcliente);
  let account = idcliente;
  if (c && !c.cpf && o.idfornecedor) {
    const [link] = await db.query<{ idprincipal: string }>(
      'SELECT idprincipal FROM usuarios_vinculados WHERE idvinculado = $1 AND idfornecedor = $2 LIMIT 1',
      [idcliente, o.idfornecedor],
    );
    const principal = link ? await readClient(link.idprincipal) : undefined;
    if (principal?.cpf) {
      c = principal;
      account = link!.idprincipal;
    }
  }
  const tipo = c?.tipo_documento === 'CPF' || c?.tipo_documento === 'CNPJ' ? c.tipo_documento : null;
  let endereco = postal(o.enderecoFaturamento as AddressLike);
  if (!endereco) endereco = postal((await getBillingAddress(db, account)) as AddressLike);
  if (!endereco && o.idenderecoEntrega) {
    const [r] = await db.query<AddressLike>(
      'SELECT rua, numero, complemento, bairro, cidade, uf, cep FROM enderecos WHERE idendereco = $1',
      [o.idenderecoEntrega],
    );
    endereco = postal(r);
  }
  if (!endereco) {
    const [r] = await db.query<AddressLike>(
      'SELECT rua, numero, complemento, bairro, cidade, uf, cep FROM enderecos WHERE idcliente = $1 ORDER BY primario DESC, idendereco LIMIT 1',
      [account],
    );
    endereco = postal(r);
  }
  const noteCpf = tipo !== 'CNPJ' && o.cpfNaNota ? o.cpfNaNota : null;
  const documento = noteCpf ?? (tipo && c?.cpf ? c.cpf : null);
  const tipoDocumento = noteCpf ? 'CPF' : documento ? tipo : null;
  return {
    idcliente: account,
    nome: (tipo === 'CNPJ' && c?.razao_social) || c?.nome || '',
    documento,
    tipoDocumento,
    documentoFormatado: documento && tipoDocumento ? formatDocument(documento, tipoDocumento) : '',
    email: c?.email ?? null,
    endereco,
    inscricaoEstadual: tipo === 'CNPJ' ? (c?.inscricao_estadual ?? null) : null,
  };
}

export function addressLines(a: PostalAddress | null): [string, string] {
  if (!a) return ['', ''];
  const cep = a.cep.length === 8 ? `${a.cep.slice(0, 5)}-${a.cep.slice(5)}` : a.cep;
  return [
    `${a.rua}, ${a.numero}${a.complemento ? ` - ${a.complemento}` : ''} - ${a.bairro}`,
    `${cep} - ${a.cidade}/${a.uf}`,
  ];
}

/** 'DD/MM/AAAA' of 'YYYY-MM-DD'. */
export const brDate = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;
