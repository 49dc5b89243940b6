import { ADDRESS_MESSAGES } from '../contract/address';
import { COMPANIES_ONLY_TAG } from '../rules/supplier-audience';
import {
  classifySelection,
  formatDistance,
  limitToWhiteLabel,
  notServedFlash,
  notServedMessage,
  pickupAtText,
  segmentLabel,
  servingByDeliveryOrPickup,
  type ServingSupplier,
} from './selection';

const s = (slug: string, idfornecedor: string, distancia: number | null = null): ServingSupplier => ({
  idfornecedor,
  slug,
  nome: slug.toUpperCase(),
  dominio: `${slug}.localhost`,
  segmentos: [{ nome: 'Varejo' }, { nome: 'Orgânicos' }],
  distancia,
});
const EMPORIO = s('emporio-bom-preco', '3f1c9a52-6d0e-4b7a-9c21-5e8f0a1b2c01', 900);
const ATACADO = s('atacado-horizonte', '8b2e7c14-3a9f-4d56-b1e0-6f7a8b9c0d02', 300);

describe('classifySelection (spec 4, Supplier selection)', () => {
  it('none: the warning, verbatim', () => {
    expect(classifySelection([], EMPORIO.idfornecedor)).toEqual({
      kind: 'nenhum',
      mensagem: 'Infelizmente ainda não atendemos este endereço',
    });
  });
  it("a logged-in customer's saved address nobody serves: 'o seu endereço' (spec 8); a CEP keeps 'este endereço'", () => {
    expect(classifySelection([], EMPORIO.idfornecedor, null, 'consumidor', 'endereco-salvo')).toEqual({
      kind: 'nenhum',
      mensagem: 'Infelizmente ainda não atendemos o seu endereço',
    });
    // Only a companies-only supplier serves it, and the customer is a consumer: nobody to offer.
    const onlyCompanies = { ...ATACADO, tag: [COMPANIES_ONLY_TAG] };
    expect(classifySelection([onlyCompanies], null, null, 'consumidor', 'endereco-salvo')).toEqual({
      kind: 'nenhum',
      mensagem: 'Infelizmente ainda não atendemos o seu endereço',
    });
    expect(classifySelection([], EMPORIO.idfornecedor, null, 'consumidor', 'cep')).toEqual({
      kind: 'nenhum',
      mensagem: 'Infelizmente ainda não atendemos este endereço',
    });
  });
  it('one: the current supplier stays; on the provider home the only one is chosen', () => {
    expect(classifySelection([EMPORIO], EMPORIO.idfornecedor.toUpperCase())).toEqual({
      kind: 'unico',
      fornecedor: EMPORIO,
    });
    expect(classifySelection([EMPORIO], null)).toEqual({ kind: 'unico', fornecedor: EMPORIO });
  });
  it('another supplier only: never a move by itself, the other is offered', () => {
    expect(classifySelection([ATACADO], EMPORIO.idfornecedor)).toEqual({ kind: 'outros', opcoes: [ATACADO] });
  });
  it('several: a choice list, the current supplier first, then the nearest', () => {
    const r = classifySelection([EMPORIO, ATACADO], EMPORIO.idfornecedor);
    expect(r).toEqual({ kind: 'escolha', opcoes: [EMPORIO, ATACADO] });
    const home = classifySelection([EMPORIO, ATACADO], null);
    expect(home.kind === 'escolha' && home.opcoes.map((o) => o.slug)).toEqual([
      'atacado-horizonte',
      'emporio-bom-preco',
    ]);
  });
  it('several without the current supplier: the others, nearest first', () => {
    const adega = 'c4d5e6f7-8a9b-4c0d-9e1f-2a3b4c5d6e03';
    expect(classifySelection([EMPORIO, ATACADO], adega)).toEqual({ kind: 'outros', opcoes: [ATACADO, EMPORIO] });
  });
});

describe('a companies-only supplier and the buyer', () => {
  const B2B = { ...ATACADO, tag: ['has-delivery', COMPANIES_ONLY_TAG] };
  it('is never offered to a consumer: the current supplier stays, with nothing else to offer', () => {
    expect(classifySelection([B2B], EMPORIO.idfornecedor, null, 'consumidor')).toEqual({ kind: 'outros', opcoes: [] });
    expect(classifySelection([EMPORIO, B2B], EMPORIO.idfornecedor, null, 'consumidor')).toEqual({
      kind: 'unico',
      fornecedor: EMPORIO,
    });
  });
  it('is offered to visitors and companies (the page labels it)', () => {
    expect(classifySelection([B2B], EMPORIO.idfornecedor, null, 'visitante')).toEqual({
      kind: 'outros',
      opcoes: [B2B],
    });
    expect(classifySelection([B2B], EMPORIO.idfornecedor, null, 'empresa')).toEqual({ kind: 'outros', opcoes: [B2B] });
  });
  it('the current supplier is never dropped, even when companies-only', () => {
    expect(classifySelection([B2B], B2B.idfornecedor, null, 'consumidor')).toEqual({ kind: 'unico', fornecedor: B2B });
  });
});

describe('notServedMessage', () => {
  it('names the supplier and the masked CEP', () => {
    expect(notServedMessage('Empório Bom Preço', '05042000', 'DELIVERY')).toBe(
      'Empório Bom Preço não entrega no CEP 05042-000.',
    );
    expect(notServedMessage('Adega Serra Gaúcha', '05433010', 'RETIRADA')).toBe(
      'Adega Serra Gaúcha não tem retirada para o CEP 05433-010.',
    );
  });
  it('without a CEP, the spec message', () => {
    expect(notServedMessage('Empório Bom Preço', null, 'DELIVERY')).toBe(ADDRESS_MESSAGES.fornecedorNaoAtende);
    expect(ADDRESS_MESSAGES.fornecedorNaoAtende).toBe('O fornecedor não atende no endereço informado');
  });
});

describe('notServedFlash (form post without JavaScript)', () => {
  const mensagem = 'Empório Bom Preço não entrega no CEP 05042-000.';
  const option = (nome: string, somenteEmpresas: boolean) => ({
    idfornecedor: ATACADO.idfornecedor,
    nome,
    segmento: '',
    loja: null,
    distancia: null,
    atual: false,
    somenteEmpresas,
    destino: '/x',
  });
  it('names who does serve the place, companies-only ones labelled', () => {
    expect(
      notServedFlash({ mensagem, opcoes: [option('Atacado Horizonte', true), option('Feira Livre', false)] }),
    ).toBe(
      'Empório Bom Preço não entrega no CEP 05042-000. Atende este endereço: Atacado Horizonte — Vendas somente para empresas (CNPJ); Feira Livre.',
    );
    expect(notServedFlash({ mensagem, opcoes: [] })).toBe(mensagem);
  });
});

describe('white-label mode limits the list to that supplier', () => {
  it('keeps only the white-label supplier', () => {
    expect(limitToWhiteLabel([EMPORIO, ATACADO], 'atacado-horizonte')).toEqual([ATACADO]);
    expect(limitToWhiteLabel([EMPORIO, ATACADO], undefined)).toEqual([EMPORIO, ATACADO]);
    expect(limitToWhiteLabel([EMPORIO], 'adega-serra')).toEqual([]);
  });
  it('a choice of two becomes the white-label one; another supplier only becomes "none"', () => {
    expect(classifySelection([EMPORIO, ATACADO], EMPORIO.idfornecedor, 'emporio-bom-preco')).toEqual({
      kind: 'unico',
      fornecedor: EMPORIO,
    });
    expect(classifySelection([ATACADO], EMPORIO.idfornecedor, 'emporio-bom-preco')).toMatchObject({ kind: 'nenhum' });
  });
});

describe('formatting', () => {
  it('distance in pt-BR', () => {
    expect(formatDistance(1234)).toBe('1,2 km');
    expect(formatDistance(850.4)).toBe('850 m');
    expect(formatDistance(0)).toBe('0 m');
    expect(formatDistance(12_345)).toBe('12 km');
    expect(formatDistance(null)).toBeNull();
    expect(formatDistance(-1)).toBeNull();
  });
  it('segments', () => {
    expect(segmentLabel(EMPORIO)).toBe('Varejo, Orgânicos');
  });
});

describe('servingByDeliveryOrPickup (provider home: pickup counts)', () => {
  const ADEGA = s('adega-serra-gaucha', 'c4d5e6f7-0a1b-4c2d-8e3f-7a8b9c0d1e03', 40);

  it('a CEP only a pickup store serves: that supplier, as pickup, chosen alone', () => {
    const served = servingByDeliveryOrPickup([], [ADEGA]);
    expect(served).toEqual([{ ...ADEGA, retirada: true }]);
    expect(classifySelection(served, null)).toEqual({ kind: 'unico', fornecedor: { ...ADEGA, retirada: true } });
    expect(classifySelection(servingByDeliveryOrPickup([], []), null)).toEqual({
      kind: 'nenhum',
      mensagem: ADDRESS_MESSAGES.naoAtendemos,
    });
  });

  it('one that delivers and has pickup is listed once, as delivering; the others by pickup', () => {
    const served = servingByDeliveryOrPickup(
      [EMPORIO],
      [{ ...EMPORIO, idfornecedor: EMPORIO.idfornecedor.toUpperCase() }, ADEGA],
    );
    expect(served.map((f) => [f.slug, f.retirada])).toEqual([
      ['emporio-bom-preco', false],
      ['adega-serra-gaucha', true],
    ]);
  });

  it('says where to pick up', () => {
    expect(pickupAtText('Loja Centro de Bento')).toBe('Retirada em Loja Centro de Bento');
  });
});
