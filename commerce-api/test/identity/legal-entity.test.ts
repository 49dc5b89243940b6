/**
 * One legal-entity record per supplier (decision 0038): the footer (the supplier call and the
 * footer call), the order's boleto, the PIX code, the NF-e XML and the DANFE carry the same razão
 * social, CNPJ and address, and the CNPJ passes an independent validator.
 */
import { XMLParser } from 'fast-xml-parser';
import { validateCNPJ } from 'validations-br';

import {
  footerResponseSchema,
  supplierListResponseSchema,
  type LegalEntity,
  type SubmitOrderResponse,
} from '../../../lib/contract';
import {
  DEMO_ACCOUNTS,
  DEMO_ADDRESSES,
  DEMO_CEPS,
  DEMO_LEGAL,
  DEMO_SUPPLIERS,
  type DemoSupplierKey,
} from '../../seed/demo-world';
import { newCustomer, productId, saveCart, type Session } from '../cart-helpers';
import { get } from '../helpers';
import { ADMIN, bearer, loginDemo, send } from '../identity-helpers';
import { pdfText } from '../nfe-checks';
import { addAddress, METHODS, orderBody, payment, placeOk, startOrderWorld, type World } from '../orders-helpers';

let world: World;
beforeAll(async () => {
  world = await startOrderWorld('legal_entity');
}, 200_000);
afterAll(async () => {
  await world?.close();
});

const auth = (s: Session) => bearer(`${s.token}~${s.usuario.idcliente}`);

/** Upper case, no accents, spaces collapsed: how the BR Code and the NF-e may write a name. */
const fold = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .toUpperCase();
const cnpjMask = (d: string) => d.replace(/^(\d{2})(\d{3})(\d{3})(\d{4})(\d{2})$/, '$1.$2.$3/$4-$5');
const cepMask = (d: string) => `${d.slice(0, 5)}-${d.slice(5)}`;

/** The EMV fields of a BR Code (ID, 2-digit length, value), read here without the API's parser. */
function emv(payload: string): Record<string, string> {
  const out: Record<string, string> = {};
  let i = 0;
  while (i < payload.length) {
    const id = payload.slice(i, i + 2);
    const len = Number(payload.slice(i + 2, i + 4));
    out[id] = payload.slice(i + 4, i + 4 + len);
    i += 4 + len;
  }
  return out;
}

async function getFile(path: string, headers: Record<string, string>): Promise<{ status: number; bytes: Buffer }> {
  const r = await fetch(`${process.env.API_BASE_URL}${path}`, { headers });
  return { status: r.status, bytes: Buffer.from(await r.arrayBuffer()) };
}

type Buyer = { s: Session; order: (tipo: 'PIX' | 'BOLETO') => Promise<SubmitOrderResponse> };

/** A buyer per supplier and how it orders there (the wholesaler sells to its approved company only). */
const buyers: Record<Exclude<DemoSupplierKey, 'semTema'>, () => Promise<Buyer>> = {
  emporio: async () => {
    const s = await newCustomer('emporio', 'Cliente Identidade');
    const idendereco = await addAddress(s, DEMO_CEPS.harmonia);
    // Two 5 kg bags and more: over the Empório's minimum order.
    let q = 2;
    return {
      s,
      order: async (tipo) => {
        const cart = await saveCart(s, {
          cartItens: [{ idproduto: productId('emporio', 'Arroz branco tipo 1 5 kg'), quantidade: q++ }],
        });
        return placeOk(
          s,
          orderBody(cart, {
            idformapagto: payment('emporio', tipo),
            idformaentrega: METHODS.emporio.agendada,
            idendereco,
          }),
        );
      },
    };
  },
  atacado: async () => {
    const s = await loginDemo('empresaAprovada');
    await send(
      'PUT',
      `/v4/client/${DEMO_ACCOUNTS.empresaAprovada.idcliente}/supplier/${DEMO_SUPPLIERS.atacado.idfornecedor}/termos-uso`,
      undefined,
      bearer(s.token),
    );
    let q = 7;
    return {
      s,
      order: async (tipo) => {
        const cart = await saveCart(
          s,
          { cartItens: [{ idproduto: productId('atacado', 'Açúcar refinado fardo 10 x 1 kg'), quantidade: q++ }] },
          { idformapagamento: payment('atacado', tipo) },
          'atacado',
        );
        return placeOk(
          s,
          orderBody(cart, {
            idformapagto: payment('atacado', tipo),
            idformaentrega: METHODS.atacado.caminhao,
            idendereco: DEMO_ADDRESSES.empresaAprovadaLoja.idendereco,
          }),
        );
      },
    };
  },
  adega: async () => {
    const s = await newCustomer('adega', 'Cliente Identidade');
    let q = 1;
    return {
      s,
      order: async (tipo) => {
        const cart = await saveCart(
          s,
          { cartItens: [{ idproduto: productId('adega', 'Merlot Terroir 2018'), quantidade: q++ }] },
          {},
          'adega',
        );
        return placeOk(
          s,
          orderBody(cart, {
            idformapagto: payment('adega', tipo),
            idformaentrega: METHODS.adega.retirada,
            loja: { nome: 'Loja Centro de Bento' },
          }),
        );
      },
    };
  },
};

/** The footer's record as the storefront receives it: the supplier call and the footer call must agree. */
async function footerRecord(key: DemoSupplierKey): Promise<LegalEntity> {
  const f = DEMO_SUPPLIERS[key];
  const list = supplierListResponseSchema.parse(
    (await get(`/v2/app/token~00000000-0000-0000-0000-000000000000/fornecedor?idfornecedor=${f.idfornecedor}`)).body,
  );
  const viaSupplier = list.fornecedores[0]!.config.rodape;
  const viaFooter = footerResponseSchema.parse((await get(`/v2/app/config/fornecedor/${f.slug}/rodape`)).body).rodape;
  expect(viaFooter).toEqual(viaSupplier);
  expect(viaSupplier.empresa).not.toBeNull();
  // The footer's contact address is the record's, not a copy of its own.
  const e = viaSupplier.empresa!;
  expect(viaSupplier.contato.endereco).toBe(
    `${e.endereco.logradouro}, ${e.endereco.numero} – ${e.endereco.bairro}, ${e.endereco.cidade} – ${e.endereco.uf}, ${cepMask(e.endereco.cep)}`,
  );
  return e;
}

describe('one legal identity per supplier', () => {
  it.each(['emporio', 'atacado', 'adega', 'semTema'] as const)(
    '%s: the footer carries the record, with a CNPJ an independent validator accepts',
    async (key) => {
      const e = await footerRecord(key);
      expect(e).toEqual({
        razao_social: DEMO_LEGAL[key].razao_social,
        cnpj: DEMO_LEGAL[key].cnpj,
        inscricao_estadual: DEMO_LEGAL[key].inscricao_estadual,
        endereco: {
          logradouro: DEMO_LEGAL[key].logradouro,
          numero: DEMO_LEGAL[key].numero,
          bairro: DEMO_LEGAL[key].bairro,
          cidade: DEMO_LEGAL[key].cidade,
          uf: DEMO_LEGAL[key].uf,
          cep: DEMO_LEGAL[key].cep,
        },
      });
      expect(validateCNPJ(e.cnpj)).toBe(true);
      expect(validateCNPJ(cnpjMask(e.cnpj))).toBe(true);
      // No page the supplier publishes names another CNPJ than the record's.
      const pages = await world.sql<{ html: string }>('SELECT html FROM paginas_estaticas WHERE idfornecedor = $1', [
        DEMO_SUPPLIERS[key].idfornecedor,
      ]);
      for (const p of pages)
        for (const m of p.html.matchAll(/CNPJ\s+([\d./-]{18})/g)) expect(m[1]).toBe(cnpjMask(e.cnpj));
    },
  );

  it.each(['emporio', 'atacado', 'adega'] as const)(
    '%s: the boleto, the PIX code, the NF-e XML and the DANFE name the footer’s entity',
    async (key) => {
      const e = await footerRecord(key);
      const buyer = await buyers[key]();

      // The order's boleto: beneficiário is the record's razão social and CNPJ.
      const boleto = (await buyer.order('BOLETO')).pedido.pagamento.boleto!;
      expect(boleto.beneficiario).toEqual({ nome: e.razao_social, documento: cnpjMask(e.cnpj) });

      // The PIX code: merchant name (59, at most 25) and city (60, at most 15) are the record's.
      const pixOrder = await buyer.order('PIX');
      const fields = emv(pixOrder.pedido.pagamento.pix!.copiaECola);
      expect(fold(fields['59']!)).toBe(fold(e.razao_social).slice(0, 25).trim());
      expect(fold(fields['60']!)).toBe(fold(e.endereco.cidade).slice(0, 15).trim());

      // Paid, the order gets its NF-e: the emit block and the DANFE.
      expect(
        (await send('POST', `/admin/pedidos/${pixOrder.numpedido}/pagamento/confirmar`, undefined, ADMIN)).status,
      ).toBe(200);
      const path = `/v4/danfe/${pixOrder.numpedido}/${DEMO_SUPPLIERS[key].idfornecedor}`;
      const [pdf, xml] = [await getFile(path, auth(buyer.s)), await getFile(`${path}/xml`, auth(buyer.s))];
      expect([pdf.status, xml.status]).toEqual([200, 200]);
      const parser = new XMLParser({ ignoreAttributes: true, parseTagValue: false });
      const emit = parser.parse(xml.bytes.toString('utf8')).NFe.infNFe.emit;
      expect({
        CNPJ: emit.CNPJ,
        xNome: fold(emit.xNome),
        IE: emit.IE,
        xLgr: fold(emit.enderEmit.xLgr),
        nro: fold(emit.enderEmit.nro),
        xBairro: fold(emit.enderEmit.xBairro),
        xMun: fold(emit.enderEmit.xMun),
        UF: emit.enderEmit.UF,
        CEP: emit.enderEmit.CEP,
      }).toEqual({
        CNPJ: e.cnpj,
        xNome: fold(e.razao_social),
        IE: e.inscricao_estadual,
        xLgr: fold(e.endereco.logradouro),
        nro: fold(e.endereco.numero),
        xBairro: fold(e.endereco.bairro),
        xMun: fold(e.endereco.cidade),
        UF: e.endereco.uf,
        CEP: e.endereco.cep,
      });
      const text = fold(await pdfText(pdf.bytes));
      for (const part of [
        fold(e.razao_social),
        cnpjMask(e.cnpj),
        e.inscricao_estadual!,
        fold(`${e.endereco.logradouro}, ${e.endereco.numero}`),
        fold(e.endereco.bairro),
        fold(`${cepMask(e.endereco.cep)} - ${e.endereco.cidade}/${e.endereco.uf}`),
      ])
        expect({ part, found: text.includes(part) }).toEqual({ part, found: true });
    },
    120_000,
  );

  it('the boleto PDF of a title names the beneficiário by the record, with its address', async () => {
    const e = await footerRecord('atacado');
    const s = await loginDemo('empresaAprovada');
    const [t] = await world.sql<{ idfatura: string }>(
      'SELECT idfatura FROM faturas WHERE idcliente = $1 AND idfornecedor = $2 ORDER BY vencimento LIMIT 1',
      [DEMO_ACCOUNTS.empresaAprovada.idcliente, DEMO_SUPPLIERS.atacado.idfornecedor],
    );
    const pdf = await getFile(`/v4/faturas/${t!.idfatura}/boleto.pdf`, auth(s));
    expect(pdf.status).toBe(200);
    const text = fold(await pdfText(pdf.bytes));
    for (const part of [
      fold(`${e.razao_social} - CNPJ ${cnpjMask(e.cnpj)}`),
      fold(`${e.endereco.logradouro}, ${e.endereco.numero} - ${e.endereco.bairro}`),
      fold(`${cepMask(e.endereco.cep)} - ${e.endereco.cidade}/${e.endereco.uf}`),
    ])
      expect({ part, found: text.includes(part) }).toEqual({ part, found: true });
  });
});
