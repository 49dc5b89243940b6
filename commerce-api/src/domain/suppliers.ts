import {
  DEFAULT_THEME_ID,
  type Footer,
  type LegalEntity,
  type MenuItem,
  type PaymentMethod,
  type Seo,
  type StoredFooter,
  type Supplier,
  type Theme,
} from '../../../lib/contract';
import { legalAddressText } from '../../../lib/rules/legal-entity';
import type { Queryable } from '../db/types';
import { supplierNotFound } from './errors';

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (s: string) => UUID_RE.test(s);

/** Lower-cases a host and strips `:port` and a trailing dot. */
export function normalizeHost(host: string): string {
  return host.trim().toLowerCase().replace(/:\d+$/, '').replace(/\.$/, '');
}

export type SupplierRow = {
  idfornecedor: string;
  idempresa: string;
  slug: string;
  nome: string;
  tags: string[];
  modulos: string[];
  ordenacoes_produto: { codigo: string; descricao: string }[];
  tema: Theme;
  menu: MenuItem[];
  rodape: StoredFooter & { texto_legal?: string };
  seo: Seo;
  superon_ga: string | null;
  message_after_create: string | null;
  meta_info: {
    descricao_endereco_loja?: string | null;
    default_store?: { latitude: number; longitude: number } | null;
  };
  pedido_minimo: number | null;
  horario_atendimento: string | null;
  taxa_conveniencia: number | null;
  bloquear_faturado_com_titulo_vencido: boolean;
} & LegalColumns;

/** The legal-entity record's columns on fornecedores (migration 0056). */
export type LegalColumns = {
  razao_social: string | null;
  cnpj: string | null;
  inscricao_estadual: string | null;
  logradouro: string | null;
  numero: string | null;
  bairro: string | null;
  cidade: string | null;
  uf: string | null;
  cep: string | null;
};

export const LEGAL_COLS = 'razao_social, cnpj, inscricao_estadual, logradouro, numero, bairro, cidade, uf, cep';

const COLS = `idfornecedor, idempresa, slug, nome, tags, modulos, ordenacoes_produto, tema, menu, rodape, seo,
  superon_ga, message_after_create, meta_info, pedido_minimo, horario_atendimento, taxa_conveniencia,
  bloquear_faturado_com_titulo_vencido, ${LEGAL_COLS}`;

/** The supplier's legal entity (decision 0038), or null while its record is incomplete. */
export function legalEntityOf(r: LegalColumns): LegalEntity | null {
  if (!r.razao_social || !r.cnpj || !r.logradouro || !r.numero || !r.bairro || !r.cidade || !r.uf || !r.cep)
    return null;
  return {
    razao_social: r.razao_social,
    cnpj: r.cnpj,
    inscricao_estadual: r.inscricao_estadual,
    endereco: { logradouro: r.logradouro, numero: r.numero, bairro: r.bairro, cidade: r.cidade, uf: r.uf, cep: r.cep },
  };
}

/**
 * The footer as sent: the stored columns, links and notice, with the identity and the address
 * written from the legal record (decision 0038), never from a free-text copy.
 */
export function footerOf(row: Pick<SupplierRow, 'rodape' | 'horario_atendimento'> & LegalColumns): Footer {
  const empresa = legalEntityOf(row);
  const { texto_legal: legacy, ...stored } = row.rodape;
  return {
    ...stored,
    contato: {
      ...stored.contato,
      endereco: empresa ? legalAddressText(empresa) : (stored.contato.endereco ?? null),
      horario_atendimento: row.horario_atendimento?.trim() || null,
    },
    aviso_legal: stored.aviso_legal ?? legacy ?? '',
    empresa,
  };
}

/** Finds a supplier id by uuid or slug (and by domain when allowDomain). */
export async function findSupplierId(db: Queryable, ref: string, allowDomain = false): Promise<string | null> {
  if (isUuid(ref)) {
    const r = await db.query<{ idfornecedor: string }>(
      'SELECT idfornecedor FROM fornecedores WHERE idfornecedor = $1',
      [ref],
    );
    return r[0]?.idfornecedor ?? null;
  }
  const r = await db.query<{ idfornecedor: string }>('SELECT idfornecedor FROM fornecedores WHERE slug = $1', [
    ref.toLowerCase(),
  ]);
  if (r[0]) return r[0].idfornecedor;
  if (!allowDomain) return null;
  const d = await db.query<{ idfornecedor: string }>(
    'SELECT idfornecedor FROM fornecedor_dominios WHERE dominio = $1',
    [normalizeHost(ref)],
  );
  return d[0]?.idfornecedor ?? null;
}

export async function getSupplierRow(db: Queryable, ref: string, allowDomain = false): Promise<SupplierRow> {
  const id = await findSupplierId(db, ref, allowDomain);
  if (!id) throw supplierNotFound();
  const rows = await db.query<SupplierRow>(`SELECT ${COLS} FROM fornecedores WHERE idfornecedor = $1`, [id]);
  if (!rows[0]) throw supplierNotFound();
  return rows[0];
}

export async function getPaymentMethods(db: Queryable, idfornecedor: string): Promise<PaymentMethod[]> {
  return db.query<PaymentMethod>(
    `SELECT idformapagto, descricao, tipo, max_parcelas, variacao_preco_bp, parcela_minima, juros_mensal_bp, online
     FROM formas_pagamento WHERE idfornecedor = $1 AND ativo ORDER BY ordem, descricao`,
    [idfornecedor],
  );
}

export function configOf(row: SupplierRow, dominios: { dominio: string; primario: boolean }[]) {
  const primary = dominios.find((d) => d.primario)?.dominio ?? dominios[0]?.dominio ?? '';
  return {
    tema: row.tema,
    menu: row.menu,
    rodape: footerOf(row),
    dominio: {
      dominio: primary,
      dominio_adicionais: dominios.filter((d) => d.dominio !== primary).map((d) => d.dominio),
    },
    seo: row.seo,
    superon_ga: row.superon_ga,
    message_after_create: row.message_after_create,
    bloquear_faturado_com_titulo_vencido: row.bloquear_faturado_com_titulo_vencido,
  };
}

export async function getDomains(db: Queryable, idfornecedor: string) {
  return db.query<{ dominio: string; primario: boolean }>(
    'SELECT dominio, primario FROM fornecedor_dominios WHERE idfornecedor = $1 ORDER BY primario DESC, dominio',
    [idfornecedor],
  );
}

/** The supplier's fixed texts (GET /v4/static-text), in display order. */
export async function getStaticTexts(db: Queryable, idfornecedor: string) {
  return db.query<{ chave: string; titulo: string; conteudo: string }>(
    'SELECT chave, titulo, conteudo FROM textos_estaticos WHERE idfornecedor = $1 ORDER BY ordem, chave',
    [idfornecedor],
  );
}

function pixCouponOf(rows: { idfornecedor: string; codigo: string; percentual_bp: number }[], id: string) {
  const c = rows.find((r) => r.idfornecedor === id);
  return c ? { codigo: c.codigo, percentual_bp: c.percentual_bp } : null;
}

/** Loads full Supplier objects, in the order of the given ids. */
export async function loadSuppliers(db: Queryable, ids: readonly string[]): Promise<Supplier[]> {
  if (ids.length === 0) return [];
  const list = [...new Set(ids)];
  const [rows, doms, segs, pags, pixCoupons] = await Promise.all([
    db.query<SupplierRow & { tem_representantes: boolean }>(
      `SELECT ${COLS},
         EXISTS (SELECT 1 FROM representante_clientes rc JOIN representantes r ON r.idusuario = rc.idrepresentante
                 WHERE rc.idfornecedor = fornecedores.idfornecedor AND r.ativo) AS tem_representantes
       FROM fornecedores WHERE idfornecedor = ANY($1::uuid[])`,
      [list],
    ),
    db.query<{ idfornecedor: string; dominio: string; primario: boolean }>(
      'SELECT idfornecedor, dominio, primario FROM fornecedor_dominios WHERE idfornecedor = ANY($1::uuid[]) ORDER BY primario DESC, dominio',
      [list],
    ),
    db.query<{ idfornecedor: string; idsegmento: string; nome: string }>(
      'SELECT idfornecedor, idsegmento, nome FROM segmentos WHERE idfornecedor = ANY($1::uuid[]) ORDER BY ordem, nome',
      [list],
    ),
    db.query<PaymentMethod & { idfornecedor: string }>(
      `SELECT idfornecedor, idformapagto, descricao, tipo, max_parcelas, variacao_preco_bp, parcela_minima, juros_mensal_bp, online
       FROM formas_pagamento WHERE idfornecedor = ANY($1::uuid[]) AND ativo ORDER BY ordem, descricao`,
      [list],
    ),
    // The cupomPix of supplierSchema: public, active now, for the PIX method only, store-wide and unconditional.
    db.query<{ idfornecedor: string; codigo: string; percentual_bp: number }>(
      `SELECT DISTINCT ON (c.idfornecedor) c.idfornecedor, c.codigo, c.percentual_bp
       FROM cupons c JOIN formas_pagamento fp ON fp.idformapagto = c.idformapagto AND fp.tipo = 'PIX' AND fp.ativo
       WHERE c.idfornecedor = ANY($1::uuid[]) AND c.ativo AND c.publico AND c.tipo_desconto = '%' AND c.percentual_bp > 0
         AND cardinality(c.produtos) = 0 AND c.valor_minimo IS NULL AND (c.canal IS NULL OR c.canal = 'WEB')
         AND NOT c.primeira_compra AND c.limite_por_cliente IS NULL AND c.limite_total IS NULL
         AND NOT c.nao_usar_com_politica AND c.idcliente_indicador IS NULL
         AND (c.valido_de IS NULL OR c.valido_de <= now()) AND (c.valido_ate IS NULL OR c.valido_ate >= now())
       ORDER BY c.idfornecedor, c.percentual_bp DESC, c.codigo`,
      [list],
    ),
  ]);
  const byId = new Map(rows.map((r) => [r.idfornecedor, r]));
  return list.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    const dominios = doms.filter((d) => d.idfornecedor === id);
    const config = configOf(row, dominios);
    const supplier: Supplier = {
      idfornecedor: row.idfornecedor,
      slug: row.slug,
      idempresa: row.idempresa,
      nome: row.nome,
      dominio: config.dominio.dominio,
      segmentos: segs.filter((s) => s.idfornecedor === id).map(({ idsegmento, nome }) => ({ idsegmento, nome })),
      tag: row.tags,
      ordenacoes_produto: row.ordenacoes_produto,
      formasPagamento: pags
        .filter((p) => p.idfornecedor === id)
        .map((p) => ({
          idformapagto: p.idformapagto,
          descricao: p.descricao,
          tipo: p.tipo,
          max_parcelas: p.max_parcelas,
          variacao_preco_bp: p.variacao_preco_bp,
          parcela_minima: p.parcela_minima,
          juros_mensal_bp: p.juros_mensal_bp,
          online: p.online,
        })),
      cupomPix: pixCouponOf(pixCoupons, id),
      modulos: row.modulos,
      tem_representantes: row.tem_representantes,
      config,
      meta_info: {
        descricao_endereco_loja: row.meta_info.descricao_endereco_loja ?? null,
        default_store: row.meta_info.default_store ?? null,
        pedido_minimo: row.pedido_minimo,
      },
    };
    return [supplier];
  });
}

export const isDefaultTheme = (row: { tema: { idtema: string } }) => row.tema.idtema === DEFAULT_THEME_ID;

/** Who is looking at prices: a visitor, or a customer whose registration is approved or pending. */
export type PriceViewer = 'visitante' | 'aprovado' | 'pendente';

/**
 * Spec section 6: hide-price-for-logged-out-customers hides prices from visitors; support-budget
 * requires approval for prices. An unapproved account is never shown more than a visitor of a
 * supplier that hides prices.
 */
export function pricesHidden(tags: readonly string[], viewer: PriceViewer): boolean {
  if (viewer === 'aprovado') return false;
  if (tags.includes('hide-price-for-logged-out-customers')) return true;
  return viewer === 'pendente' && tags.includes('support-budget');
}

/**
 * listaprodutos' `{empresa}` segment: the anonymous literal, the supplier's company id, or a
 * customer's session token (priced for them). Another company's id is an unknown supplier.
 */
export function assertCompanySegment(f: Pick<SupplierRow, 'idempresa'>, token: string | null): void {
  if (token !== null && isUuid(token) && token.toLowerCase() !== f.idempresa) throw supplierNotFound();
}
