/**
 * The NF-e XML, layout 4.00 basics (Manual de Orientação do Contribuinte): infNFe with
 * Id="NFe"+chave, ide (tpAmb 2 homologação), emit, dest, det (prod, imposto: Simples Nacional CSOSN
 * 102, PIS/COFINS not taxed), total/ICMSTot, transp, pag, infAdic. Not signed (no Signature):
 * a document for the buyer's records and ERP import, with no fiscal value. In homologação SEFAZ
 * requires dest/xNome to be the fixed notice; the buyer's name goes in infCpl.
 */
import { formatNfeKey, UF_CODES, type Uf } from '../../../../lib/rules/nfe-key';
import { HOMOLOGACAO, type NfeData } from './nfe';
import { municipioCode } from './parties';

export const NFE_NAMESPACE = 'http://www.portalfiscal.inf.br/nfe';
/** dest/xNome in homologação (SEFAZ rule), without accents as SEFAZ writes it. */
export const HOMOLOGACAO_XNOME = 'NF-E EMITIDA EM AMBIENTE DE HOMOLOGACAO - SEM VALOR FISCAL';

type Node = string | { name: string; attrs?: Record<string, string>; children: Node[] | string };

export function escapeXml(s: string): string {
  return (
    s
      .replace(/&/g, '&amp;')
      .replace(/</g, '&lt;')
      .replace(/>/g, '&gt;')
      .replace(/"/g, '&quot;')
      .replace(/'/g, '&apos;')
      // Characters XML 1.0 does not allow.
      .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, '')
  );
}

const el = (name: string, children: Node[] | string | number, attrs?: Record<string, string>): Node => ({
  name,
  attrs,
  children: typeof children === 'number' ? String(children) : children,
});

function render(n: Node): string {
  if (typeof n === 'string') return n;
  const attrs = Object.entries(n.attrs ?? {})
    .map(([k, v]) => ` ${k}="${escapeXml(v)}"`)
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

const text = (s: string, max: number) => s.normalize('NFC').trim().slice(0, max) || '-';

export function nfeXml(d: NfeData): string {
  const { note, issuer, recipient, order } = d;
  const fiscal = issuer.fiscal;
  const chave = note.chave;
  const cUF = UF_CODES[fiscal.uf as Uf];
  const ide = el('ide', [
    el('cUF', cUF),
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
    el('indFinal', recipient.tipoDocumento === 'CNPJ' ? '0' : '1'),
    el('indPres', '2'),
    el('procEmi', '0'),
    el('verProc', 'vitrine-commerce-api 1.0'),
  ]);
  const emit = el('emit', [
    el('CNPJ', issuer.cnpj),
    el('xNome', text(issuer.razaoSocial, 60)),
    el('xFant', text(issuer.nome, 60)),
    el('enderEmit', [
      el('xLgr', text(fiscal.logradouro, 60)),
      el('nro', text(fiscal.numero, 60)),
      el('xBairro', text(fiscal.bairro, 60)),
      el('cMun', fiscal.cod_municipio),
      el('xMun', text(fiscal.municipio, 60)),
      el('UF', fiscal.uf),
      el('CEP', fiscal.cep),
      el('cPais', '1058'),
      el('xPais', 'Brasil'),
      ...(fiscal.telefone ? [el('fone', fiscal.telefone.replace(/\D/g, ''))] : []),
    ]),
    el('IE', fiscal.inscricao_estadual.replace(/\D/g, '') || 'ISENTO'),
    el('CRT', fiscal.crt),
  ]);
  const a = recipient.endereco;
  const dest = el('dest', [
    ...(recipient.documento ? [el(recipient.tipoDocumento === 'CNPJ' ? 'CNPJ' : 'CPF', recipient.documento)] : []),
    el('xNome', HOMOLOGACAO_XNOME),
    ...(a
      ? [
          el('enderDest', [
            el('xLgr', text(a.rua, 60)),
            el('nro', text(a.numero, 60)),
            ...(a.complemento ? [el('xCpl', text(a.complemento, 60))] : []),
            el('xBairro', text(a.bairro, 60)),
            el('cMun', municipioCode(a.cidade, a.uf)),
            el('xMun', text(a.cidade, 60)),
            el('UF', a.uf),
            ...(a.cep ? [el('CEP', a.cep)] : []),
            el('cPais', '1058'),
            el('xPais', 'Brasil'),
          ]),
        ]
      : []),
    el('indIEDest', '9'),
    ...(recipient.email ? [el('email', text(recipient.email, 60))] : []),
  ]);
  const dets = d.itens.map((i) =>
    el(
      'det',
      [
        el('prod', [
          el('cProd', text(i.codigo, 60)),
          el('cEAN', 'SEM GTIN'),
          el('xProd', text(i.descricao, 120)),
          el('NCM', i.ncm),
          el('CFOP', i.cfop),
          el('uCom', i.unidade || 'UN'),
          el('qCom', qty(i.quantidade)),
          el('vUnCom', unit(i.valorUnitario)),
          el('vProd', money(i.valorTotal)),
          el('cEANTrib', 'SEM GTIN'),
          el('uTrib', i.unidade || 'UN'),
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
  const t = d.totais;
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
      el('vProd', money(t.vProd)),
      el('vFrete', money(t.vFrete)),
      el('vSeg', '0.00'),
      el('vDesc', money(t.vDesc)),
      el('vII', '0.00'),
      el('vIPI', '0.00'),
      el('vIPIDevol', '0.00'),
      el('vPIS', '0.00'),
      el('vCOFINS', '0.00'),
      el('vOutro', money(t.vOutro)),
      el('vNF', money(t.vNF)),
    ]),
  ]);
  const infCpl = [
    HOMOLOGACAO,
    `Pedido ${order.numpedido}`,
    order.numPedidoCliente ? `Pedido do cliente ${order.numPedidoCliente}` : '',
    `Destinatário: ${recipient.nome}`,
    `Chave de acesso: ${formatNfeKey(chave)}`,
    'Documento emitido por ME ou EPP optante pelo Simples Nacional. Não gera direito a crédito fiscal de IPI.',
  ]
    .filter(Boolean)
    .join('. ');
  const infNFe = el(
    'infNFe',
    [
      ide,
      emit,
      dest,
      ...dets,
      total,
      el('transp', [el('modFrete', d.modFrete)]),
      el('pag', [el('detPag', [el('tPag', d.pagamento.tPag), el('vPag', money(d.pagamento.valor))])]),
      el('infAdic', [el('infCpl', text(infCpl, 5000))]),
    ],
    { versao: '4.00', Id: `NFe${chave}` },
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n${render(el('NFe', [infNFe], { xmlns: NFE_NAMESPACE }))}\n`;
}
