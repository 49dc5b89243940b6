/**
 * The checkout form as the order the API receives (spec 3 "Order submission payload").
 * Pure (no next/headers): the action gives it the posted fields and what the server knows (the
 * saved cart, the delivery cookie, the supplier's payment methods and order characteristics), and
 * gets back the body of POST …/pedido plus the card to tokenise, or the field messages.
 * The delivery address or store comes from the server's cookie, never from the form. The lines,
 * the coupon, the subscription and the channel are what the page showed for review (the API
 * checks them against the saved cart and has the last word), so a retry of the same attempt
 * builds the same payload even after the first one emptied the cart. Prices never travel.
 */
import { z } from 'zod';

import type { OrderPlace } from '@/lib/checkout/server';
import { type OrderCharacteristic } from '@/lib/contract/order-content';
import { ORDER_MESSAGES } from '@/lib/contract/order-messages';
import { type SubmitOrderBody } from '@/lib/contract/order-submit';
import type { PaymentMethod } from '@/lib/contract/supplier';
import { CARD_MESSAGES, cvvValid, detectBrand, expiryValid, luhnValid, onlyDigits } from '@/lib/rules/card';
import { isValidCpf } from '@/lib/rules/documents';

import { parseExpiry } from './card-expiry';
import {
  characteristicField,
  FIELD,
  MAX_ANOTACOES,
  MAX_NUM_PEDIDO_CLIENTE,
  MAX_RECEBEDOR,
  slotField,
} from './field-names';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const SLOT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?([+-]\d{2}:\d{2}|Z)$/;

const text = (max: number) =>
  z
    .string()
    .max(max * 4)
    .optional();

/** The posted fields (first value of each name); unknown names (slots, characteristics) are kept. */
export const checkoutFieldsSchema = z.looseObject({
  [FIELD.chave]: z.string().max(100).optional(),
  [FIELD.itens]: z.string().max(100_000).optional(),
  [FIELD.cupom]: z
    .string()
    .max(40)
    .regex(/^[A-Za-z0-9_-]*$/)
    .optional(),
  [FIELD.assinatura]: z
    .string()
    .max(36)
    .regex(/^(whitout|[0-9a-fA-F-]{36})$/)
    .optional(),
  [FIELD.canal]: z.enum(['WEB', 'MANUAL']).optional(),
  [FIELD.formaEntrega]: z.string().max(64).optional(),
  [FIELD.formaPagamento]: z.string().max(64).optional(),
  [FIELD.parcelas]: z.string().max(4).optional(),
  [FIELD.cartaoNumero]: text(30),
  [FIELD.cartaoNome]: text(80),
  [FIELD.cartaoValidade]: text(10),
  [FIELD.cartaoCvv]: text(6),
  [FIELD.anotacoes]: text(MAX_ANOTACOES),
  [FIELD.numPedidoCliente]: text(MAX_NUM_PEDIDO_CLIENTE),
  [FIELD.querCpfNaNota]: z.string().max(4).optional(),
  [FIELD.cpfNaNota]: text(20),
  [FIELD.recebedor]: text(MAX_RECEBEDOR),
  [FIELD.aceiteTermos]: z.string().max(10).optional(),
  [FIELD.orcamento]: z.string().max(4).optional(),
  [FIELD.js]: z.string().max(4).optional(),
});
export type CheckoutFields = z.infer<typeof checkoutFieldsSchema> & Record<string, unknown>;

const itemsSchema = z
  .array(
    z.object({
      idproduto: z.string().regex(UUID),
      quantidade: z.number().positive().max(100000),
      embalarParaPresente: z.boolean().optional(),
    }),
  )
  .max(300);

/** The reviewed lines, as the page wrote them into the form (JSON). */
export function reviewedItems(raw: string | undefined): SubmitOrderBody['itens'] | null {
  if (!raw) return null;
  try {
    const parsed = itemsSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export type CardInput = { numero: string; nome: string; mesValidade: number; anoValidade: number; cvv: string };

export type OrderFacts = {
  idfornecedor: string;
  place: OrderPlace;
  idapikeys: string | null;
  formasPagamento: readonly Pick<PaymentMethod, 'idformapagto' | 'tipo' | 'max_parcelas'>[];
  caracteristicas: readonly Pick<
    OrderCharacteristic,
    'idcaracteristica' | 'nome' | 'tipo' | 'obrigatoria' | 'opcoes'
  >[];
  /** Terms of use still to accept on this supplier (the checkbox is then required). */
  termosPendentes: boolean;
  /** The supplier takes quote requests (support-budget): the form may ask for one. */
  orcamentoPossivel: boolean;
  now: Date;
};

export type PayloadResult =
  | { ok: true; body: SubmitOrderBody; card: CardInput | null; aceitarTermos: boolean }
  | { ok: false; mensagem: string; campos: Record<string, string> };

/** Only credit cards are charged online (tokenised); a debit card is paid on delivery (the API's charge table). */
const isCard = (tipo: string) => tipo === 'CARTAO_CREDITO';

function str(v: unknown): string {
  return typeof v === 'string' ? v : '';
}

/** The card fields checked as the tokeniser will (Luhn, expiry, CVV, name), each with its message. */
export function checkCard(
  fields: CheckoutFields,
  now: Date,
): { card: CardInput | null; campos: Record<string, string> } {
  const campos: Record<string, string> = {};
  const numero = onlyDigits(str(fields[FIELD.cartaoNumero]));
  const nome = str(fields[FIELD.cartaoNome]).trim();
  const expiry = parseExpiry(str(fields[FIELD.cartaoValidade]));
  const cvv = str(fields[FIELD.cartaoCvv]).trim();
  if (!luhnValid(numero)) campos[FIELD.cartaoNumero] = CARD_MESSAGES.numeroInvalido;
  if (nome.length < 2 || nome.length > 60) campos[FIELD.cartaoNome] = CARD_MESSAGES.nomeObrigatorio;
  if (!expiry || !expiryValid(expiry.mes, expiry.ano, now))
    campos[FIELD.cartaoValidade] = CARD_MESSAGES.validadeInvalida;
  if (!cvvValid(cvv, detectBrand(numero))) campos[FIELD.cartaoCvv] = CARD_MESSAGES.cvvInvalido;
  if (Object.keys(campos).length > 0 || !expiry) return { card: null, campos };
  return { card: { numero, nome, mesValidade: expiry.mes, anoValidade: expiry.ano, cvv }, campos };
}

/** The form and the server's facts as the order body (the card token is added after tokenising). */
export function buildOrderPayload(fields: CheckoutFields, facts: OrderFacts): PayloadResult {
  const campos: Record<string, string> = {};
  const fail = (mensagem: string): PayloadResult => ({ ok: false, mensagem, campos });

  const itens = reviewedItems(str(fields[FIELD.itens]));
  if (!itens || itens.length === 0) return fail(ORDER_MESSAGES.carrinhoVazio);

  const idformaentrega = str(fields[FIELD.formaEntrega]).toLowerCase();
  if (!UUID.test(idformaentrega)) campos[FIELD.formaEntrega] = ORDER_MESSAGES.formaEntregaInvalida;
  const slot = str(fields[slotField(idformaentrega)]);

  const idformapagto = str(fields[FIELD.formaPagamento]).toLowerCase();
  const payment = facts.formasPagamento.find((m) => m.idformapagto === idformapagto);
  if (!payment) campos[FIELD.formaPagamento] = ORDER_MESSAGES.formaPagamentoInvalida;

  const orcamento = facts.orcamentoPossivel && str(fields[FIELD.orcamento]) === '1';
  let quantParcelas: number | undefined;
  let card: CardInput | null = null;
  if (payment && isCard(payment.tipo) && orcamento) {
    campos[FIELD.formaPagamento] = ORDER_MESSAGES.orcamentoSemCartao;
  } else if (payment && isCard(payment.tipo)) {
    const checked = checkCard(fields, facts.now);
    Object.assign(campos, checked.campos);
    card = checked.card;
    const n = Number(str(fields[FIELD.parcelas]) || '1');
    if (!Number.isInteger(n) || n < 1 || n > payment.max_parcelas)
      campos[FIELD.parcelas] = ORDER_MESSAGES.parcelasInvalidas;
    else quantParcelas = n;
  }

  const caracteristicas: SubmitOrderBody['caracteristicas'] = [];
  for (const c of facts.caracteristicas) {
    const name = characteristicField(c.idcaracteristica);
    const valor = str(fields[name]).trim();
    if (!valor) {
      if (c.obrigatoria) campos[name] = ORDER_MESSAGES.caracteristicaObrigatoria(c.nome);
      continue;
    }
    if (
      valor.length > 500 ||
      (c.tipo === 'OPCOES' && !c.opcoes.includes(valor)) ||
      (c.tipo === 'SIM_NAO' && !['Sim', 'Não'].includes(valor))
    ) {
      campos[name] = ORDER_MESSAGES.caracteristicaInvalida(c.nome);
      continue;
    }
    caracteristicas.push({ idcaracteristica: c.idcaracteristica, valor });
  }

  const aceitarTermos = facts.termosPendentes;
  if (facts.termosPendentes && !str(fields[FIELD.aceiteTermos]))
    campos[FIELD.aceiteTermos] = ORDER_MESSAGES.termosNaoAceitos;

  const anotacoes = str(fields[FIELD.anotacoes]).trim();
  const numPedidoCliente = str(fields[FIELD.numPedidoCliente]).trim();
  if (anotacoes.length > MAX_ANOTACOES)
    campos[FIELD.anotacoes] = `Observação muito longa (máximo de ${MAX_ANOTACOES} caracteres)`;
  if (numPedidoCliente.length > MAX_NUM_PEDIDO_CLIENTE)
    campos[FIELD.numPedidoCliente] = `Número do pedido muito longo (máximo de ${MAX_NUM_PEDIDO_CLIENTE} caracteres)`;

  // Decision 0049: the CPF only when the box is checked; the API refuses it on a company account.
  const cpfNaNota = str(fields[FIELD.querCpfNaNota]) === '1' ? str(fields[FIELD.cpfNaNota]).trim() : '';
  if (str(fields[FIELD.querCpfNaNota]) === '1' && !isValidCpf(cpfNaNota))
    campos[FIELD.cpfNaNota] = ORDER_MESSAGES.cpfNaNotaInvalido;
  const recebedor = str(fields[FIELD.recebedor]).trim();
  if (recebedor.length > MAX_RECEBEDOR)
    campos[FIELD.recebedor] = `Nome de quem vai receber muito longo (máximo de ${MAX_RECEBEDOR} caracteres)`;

  const place = facts.place;
  if (place.tipoEntrega === 'DELIVERY' && !place.idendereco) return fail(ORDER_MESSAGES.enderecoObrigatorio);
  if (place.tipoEntrega === 'RETIRADA' && !place.loja) return fail(ORDER_MESSAGES.lojaObrigatoria);

  const first = Object.values(campos)[0];
  if (first !== undefined || !payment) return fail(first ?? ORDER_MESSAGES.formaPagamentoInvalida);

  const body: SubmitOrderBody = {
    itens,
    idfornecedor: facts.idfornecedor,
    anotacoes: anotacoes || null,
    numPedidoCliente: numPedidoCliente || null,
    ...(cpfNaNota ? { cpfNaNota } : {}),
    ...(recebedor ? { recebedor } : {}),
    cupom: str(fields[FIELD.cupom]) || null,
    tipoEntrega: place.tipoEntrega,
    formaEntrega: { idformaentrega, data_de_entrega: SLOT.test(slot) ? slot : null },
    enderecoentrega: place.tipoEntrega === 'DELIVERY' ? { idendereco: place.idendereco!, coords: place.coords } : null,
    lojaRetira:
      place.tipoEntrega === 'RETIRADA' && place.loja
        ? {
            idloja: place.loja.idloja,
            nome: place.loja.nome,
            descricao_endereco_loja: place.loja.descricao_endereco_loja,
            coordenadas_loja: { latitude: place.loja.latitude, longitude: place.loja.longitude },
          }
        : null,
    enderecofaturamento: null,
    idtipoassinatura: str(fields[FIELD.assinatura]) || 'whitout',
    caracteristicas,
    idapikeys: facts.idapikeys,
    formaPagamento: { idformapagto, temForma: true, ...(quantParcelas !== undefined ? { quantParcelas } : {}) },
    canalVenda: str(fields[FIELD.canal]) === 'MANUAL' ? 'MANUAL' : 'WEB',
    ...(orcamento ? { orcamento: true } : {}),
  };
  return { ok: true, body, card, aceitarTermos };
}
