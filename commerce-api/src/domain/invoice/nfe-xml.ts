/**
 * The NF-e XML, layout 4.00 (Manual de Orientação do Contribuinte; schema PL_009 and later, see
 * commerce-api/test/fixtures/nfe-xsd): infNFe with Id="NFe"+chave, ide (tpAmb 2 homologação), emit,
 * dest, det (prod, imposto: Simples Nacional CSOSN 102, PIS/COFINS not taxed), total/ICMSTot,
 * transp, cobr (on terms), pag, infAdic; then the XML-DSig Signature (xml-signature.ts) with the
 * supplier's demo certificate. In homologação SEFAZ requires dest/xNome to be the fixed notice; the
 * buyer's name goes in infCpl. Decision 0029.
 *
 * The document is written in canonical form (C14N 1.0: attributes sorted, start and end tag for
 * every element, text escaped as C14N escapes it, no whitespace between elements), so the bytes
 * signed are the bytes served.
 */
import type { KeyObject } from 'node:crypto';

import { formatNfeKey, UF_CODES, type Uf } from '../../../../lib/rules/nfe-key';
import type { Queryable } from '../../db/types';
import { signingCertificate } from './certificate';
import { SEM_VALOR_FISCAL, type NfeData } from './nfe';
import { municipioCode } from './parties';
import { envelopedSignature } from './xml-signature';

export const NFE_NAMESPACE = 'http://www.portalfiscal.inf.br/nfe';
/** dest/xNome in homologação (SEFAZ rule), without accents as SEFAZ writes it. */
export const HOMOLOGACAO_XNOME = 'NF-E EMITIDA EM AMBIENTE DE HOMOLOGACAO - SEM VALOR FISCAL';
/** ide/verProc: the issuing application and its version, at most 20 characters. */
export const VER_PROC = 'Vitrine API 1.0';

type Node = { name: string; attrs?: Record<string, string>; children: Node[] | string };

/** Text as C14N writes it: & < > and carriage return escaped, nothing else (quotes stay). */
export function escapeXml(s: string): string {
  return (
    s
      .replace(/&/g, '&amp;')
      .replace(/</g, '&lt;')
      .replace(/>/g, '&gt;')
      .replace(/\r/g, '&#xD;')
      // Characters XML 1.0 does not allow.
      .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, '')
  );
}

/** An attribute value as C14N writes it. */
const escapeAttr = (s: string) =>
  s
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/"/g, '&quot;')
    .replace(/\t/g, '&#x9;')
    .replace(/\n/g, '&#xA;')
    .replace(/\r/g, '&#xD;');

const el = (name: string, children: Node[] | string | number, attrs?: Record<string, string>): Node => ({
  name,
  attrs,
  children: typeof children === 'number' ? String(children) : children,
});

function render(n: Node): string {
  // C14N order: namespace declarations first, then attributes by name.
  const attrs = Object.entries(n.attrs ?? {})
    .sort(([a], [b]) => (a === 'xmlns' ? -1 : b === 'xmlns' ? 1 : a < b ? -1 : a > b ? 1 : 0))
    .map(([k, v]) => ` ${k}="${escapeAttr(v)}"`)
    .join('');
  const inner = typeof n.children === 'string' ? escapeXml(n.children) : n.children.map(render).join('');
  return `<${n.name}${attrs}>${inner}</${n.name}>`;
}

/** Centavos as '123.45'. */
const money = (c: number) => (c / 100).toFixed(2);
/** Quantity with 4 decimals. */
const qty = (q: number) => q.toFixed(4);
/** Unit value (centavos, maybe fractional) with 10 decimals. */
const unit = (c: number) => (c / 100).toFixed(10);

/** 'YYYY-MM-DDThh:mm:ss-03:00' in São Paulo (UTC−03:00 without daylight saving since 2019). */
export function brasiliaDateTime(d: Date): string {
  const local = new Date(d.getTime() - 3 * 3_600_000);
  return `${local.toISOString().slice(0, 19)}-03:00`;
}

const LATIN1_SUBSTITUTES: Record<string, string> = {
  '–': '-',
  '—': '-',
  '−': '-',
  '‐': '-',
  '‘': "'",
  '’': "'",
  '“': '"',
  '”': '"',
  '…': '...',
  '•': '-',
  '€': 'EUR',
};

/**
 * A text field as the schema's TString takes it: Latin-1 only (a character outside it loses its
 * accent or becomes its ASCII look-alike, else is dropped), no control characters, spaces
 * collapsed, no space at either end, at most `max` characters, never empty ('-').
 */
export function nfeText(s: string, max: number): string {
  let out = '';
  for (const ch of s.normalize('NFC')) {
    const code = ch.codePointAt(0)!;
    if (code >= 0x20 && code < 0x7f) out += ch;
    else if (code >= 0xa0 && code <= 0xff) out += code === 0xa0 ? ' ' : ch;
    else if (/\s/.test(ch)) out += ' ';
    else if (LATIN1_SUBSTITUTES[ch]) out += LATIN1_SUBSTITUTES[ch];
    else {
      const base = ch.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
      if (base.length === 1 && base.codePointAt(0)! <= 0xff) out += base;
    }
  }
  return out.replace(/\s+/g, ' ').trim().slice(0, max).trim() || '-';
}

/**
 * infAdic/infCpl, printed whole in the DANFE's additional data too: the no-fiscal-value sentence,
 * the order, the buyer's name (dest/xNome is the homologação notice), the key, the Simples Nacional
 * statement.
 */
export function additionalInformation(d: NfeData): string {
  const { order, recipient, note } = d;
  return nfeText(
    [
      SEM_VALOR_FISCAL,
      `Pedido ${order.numpedido}`,
      order.numPedidoCliente ? `Pedido do cliente ${order.numPedidoCliente}` : '',
      `Destinatário: ${recipient.nome}`,
      `Entrega: ${order.formaEntrega.descricao}${order.formaEntrega.rotulo ? ` (${order.formaEntrega.rotulo})` : ''}`,
      `Pagamento: ${d.pagamento.descricao}`,
      `Chave de acesso: ${formatNfeKey(note.chave)}`,
      'Documento emitido por ME ou EPP optante pelo Simples Nacional. Não gera direito a crédito fiscal de IPI',
    ]
      .filter(Boolean)
      .join('. ') + '.',
    5000,
  );
}

/** The NFe element without its Signature: the infNFe subtree, canonical. */
function infNFe(d: NfeData): Node {
  const { note, issuer, recipient, recipientTax: tax } = d;
  const fiscal = issuer.fiscal;
  const chave = note.chave;
  const ide = el('ide', [
    el('cUF', UF_CODES[fiscal.uf as Uf]),
    el('cNF', String(note.codigo).padStart(8, '0')),
    el('natOp', 'Venda de mercadoria'),
    el('mod', '55'),
    el('serie', note.serie),
    el('nNF', note.numero),
    el('dhEmi', brasiliaDateTime(d.emitidaEm)),
    el('tpNF', '1'),
    el('idDest', d.interestadual ? '2' : '1'),
    el('cMunFG', fiscal.cod_municipio),
    el('tpImp', '1'),
    el('tpEmis', chave[34]!),
    el('cDV', chave[43]!),
    el('tpAmb', '2'),
    el('finNFe', '1'),
    el('indFinal', tax.indFinal),
    // 2: operação não presencial, pela internet; no marketplace in between (the supplier's own store).
    el('indPres', '2'),
    el('indIntermed', '0'),
    el('procEmi', '0'),
    el('verProc', VER_PROC),
  ]);
  const emit = el('emit', [
    el('CNPJ', issuer.cnpj),
    el('xNome', nfeText(issuer.razaoSocial, 60)),
    el('xFant', nfeText(issuer.nome, 60)),
    el('enderEmit', [
      el('xLgr', nfeText(fiscal.logradouro, 60)),
      el('nro', nfeText(fiscal.numero, 60)),
      el('xBairro', nfeText(fiscal.bairro, 60)),
      el('cMun', fiscal.cod_municipio),
      el('xMun', nfeText(fiscal.municipio, 60)),
      el('UF', fiscal.uf),
      el('CEP', fiscal.cep),
      el('cPais', '1058'),
      el('xPais', 'Brasil'),
      ...(fiscal.telefone ? [el('fone', fiscal.telefone.replace(/\D/g, ''))] : []),
    ]),
    el('IE', fiscal.inscricao_estadual.replace(/\D/g, '')),
    el('CRT', fiscal.crt),
  ]);
  const a = recipient.endereco;
  const dest = el('dest', [
    el(recipient.tipoDocumento === 'CNPJ' ? 'CNPJ' : 'CPF', recipient.documento ?? ''),
    el('xNome', HOMOLOGACAO_XNOME),
    ...(a
      ? [
          el('enderDest', [
            el('xLgr', nfeText(a.rua, 60)),
            el('nro', nfeText(a.numero, 60)),
            ...(a.complemento ? [el('xCpl', nfeText(a.complemento, 60))] : []),
            el('xBairro', nfeText(a.bairro, 60)),
            el('cMun', municipioCode(a.cidade, a.uf)),
            el('xMun', nfeText(a.cidade, 60)),
            el('UF', a.uf),
            ...(a.cep ? [el('CEP', a.cep)] : []),
            el('cPais', '1058'),
            el('xPais', 'Brasil'),
          ]),
        ]
      : []),
    el('indIEDest', tax.indIEDest),
    ...(tax.ie ? [el('IE', tax.ie)] : []),
    ...(recipient.email ? [el('email', nfeText(recipient.email, 60))] : []),
  ]);
  const dets = d.itens.map((i) =>
    el(
      'det',
      [
        el('prod', [
          el('cProd', nfeText(i.codigo, 60)),
          el('cEAN', 'SEM GTIN'),
          el('xProd', nfeText(i.descricao, 120)),
          el('NCM', i.ncm),
          el('CFOP', i.cfop),
          el('uCom', nfeText(i.unidade || 'UN', 6)),
          el('qCom', qty(i.quantidade)),
          el('vUnCom', unit(i.valorUnitario)),
          el('vProd', money(i.valorTotal)),
          el('cEANTrib', 'SEM GTIN'),
          el('uTrib', nfeText(i.unidade || 'UN', 6)),
          el('qTrib', qty(i.quantidade)),
          el('vUnTrib', unit(i.valorUnitario)),
          ...(i.frete ? [el('vFrete', money(i.frete))] : []),
          ...(i.desconto ? [el('vDesc', money(i.desconto))] : []),
          ...(i.outros ? [el('vOutro', money(i.outros))] : []),
          el('indTot', '1'),
        ]),
        el('imposto', [
          el('ICMS', [el('ICMSSN102', [el('orig', '0'), el('CSOSN', '102')])]),
          el('PIS', [el('PISNT', [el('CST', '07')])]),
          el('COFINS', [el('COFINSNT', [el('CST', '07')])]),
        ]),
      ],
      { nItem: String(i.n) },
    ),
  );
  // Every total is the sum of its lines (the lines come from nfeLines, which splits the order's).
  const sum = (f: (i: NfeData['itens'][number]) => number) => d.itens.reduce((s, i) => s + f(i), 0);
  const vProd = sum((i) => i.valorTotal);
  const vDesc = sum((i) => i.desconto);
  const vFrete = sum((i) => i.frete);
  const vOutro = sum((i) => i.outros);
  const vNF = vProd - vDesc + vFrete + vOutro;
  const total = el('total', [
    el('ICMSTot', [
      el('vBC', '0.00'),
      el('vICMS', '0.00'),
      el('vICMSDeson', '0.00'),
      el('vFCP', '0.00'),
      el('vBCST', '0.00'),
      el('vST', '0.00'),
      el('vFCPST', '0.00'),
      el('vFCPSTRet', '0.00'),
      el('vProd', money(vProd)),
      el('vFrete', money(vFrete)),
      el('vSeg', '0.00'),
      el('vDesc', money(vDesc)),
      el('vII', '0.00'),
      el('vIPI', '0.00'),
      el('vIPIDevol', '0.00'),
      el('vPIS', '0.00'),
      el('vCOFINS', '0.00'),
      el('vOutro', money(vOutro)),
      el('vNF', money(vNF)),
    ]),
  ]);
  const c = d.cobranca;
  const cobr = c
    ? [
        el('cobr', [
          el('fat', [
            el('nFat', nfeText(c.nFat, 60)),
            el('vOrig', money(c.vOrig)),
            el('vDesc', money(c.vDesc)),
            el('vLiq', money(c.vLiq)),
          ]),
          ...c.duplicatas.map((dup) =>
            el('dup', [el('nDup', dup.nDup), el('dVenc', dup.dVenc), el('vDup', money(dup.vDup))]),
          ),
        ]),
      ]
    : [];
  const pag = el('pag', [
    el('detPag', [
      el('indPag', d.pagamento.aPrazo ? '1' : '0'),
      el('tPag', d.pagamento.tPag),
      ...(d.pagamento.tPag === '99' ? [el('xPag', nfeText(d.pagamento.descricao, 60))] : []),
      el('vPag', money(vNF)),
    ]),
  ]);
  return el(
    'infNFe',
    [
      ide,
      emit,
      dest,
      ...dets,
      total,
      el('transp', [el('modFrete', d.modFrete)]),
      ...cobr,
      pag,
      el('infAdic', [el('infCpl', additionalInformation(d))]),
    ],
    { versao: '4.00', Id: `NFe${note.chave}` },
  );
}

/**
 * The NF-e XML; signed when a key is given (the Signature after infNFe), else without one (not a
 * valid NF-e: the schema requires the signature).
 */
export function nfeXml(d: NfeData, key?: { privateKey: KeyObject; certificateBase64: string }): string {
  const inf = render(infNFe(d));
  const signature = key ? envelopedSignature(inf, `NFe${d.note.chave}`, NFE_NAMESPACE, key) : '';
  return `<?xml version="1.0" encoding="UTF-8"?>\n<NFe xmlns="${NFE_NAMESPACE}">${inf}${signature}</NFe>\n`;
}

/** The NF-e XML signed with the supplier's demo certificate (made on first use). */
export async function signedNfeXml(db: Queryable, d: NfeData, now: Date): Promise<string> {
  const key = await signingCertificate(db, d.issuer, now);
  return nfeXml(d, key);
}
