import { deliveryMethodsResponseSchema } from '@/lib/contract/delivery-methods';

import {
  FREIGHT_CALL_DELAY_MS,
  FREIGHT_DEBOUNCE_MS,
  freightQuantity,
  freightRequest,
  PICKUP_CEP,
  readFreightAnswer,
} from './freight-estimate';

const P = '11111111-1111-4111-8111-111111111111';

describe('freight estimate', () => {
  it('the spec constants', () => {
    expect(FREIGHT_DEBOUNCE_MS).toBe(500);
    expect(FREIGHT_CALL_DELAY_MS).toBe(2000);
  });

  it('runs only with a non-empty cart', () => {
    expect(freightRequest({ tipoEntrega: 'DELIVERY', cep: '05435-000', linhas: [] })).toEqual({
      ok: false,
      motivo: 'carrinhoVazio',
    });
    expect(freightRequest({ tipoEntrega: 'RETIRADA', cep: '', linhas: [{ idproduto: P, quantidade: 0 }] })).toEqual({
      ok: false,
      motivo: 'carrinhoVazio',
    });
  });

  it('delivery needs a complete CEP (sent as 8 digits); pickup does not', () => {
    const linhas = [{ idproduto: P, quantidade: 2 }];
    expect(freightRequest({ tipoEntrega: 'DELIVERY', cep: '05435-0', linhas })).toEqual({
      ok: false,
      motivo: 'cepObrigatorio',
    });
    expect(freightRequest({ tipoEntrega: 'DELIVERY', cep: '05435-000', linhas })).toEqual({
      ok: true,
      request: { cep: '05435000', tipoEntrega: 'DELIVERY', produtos: linhas },
    });
    expect(freightRequest({ tipoEntrega: 'RETIRADA', cep: '', linhas })).toEqual({
      ok: true,
      request: { cep: PICKUP_CEP, tipoEntrega: 'RETIRADA', produtos: linhas },
    });
  });

  it('reads the route answer and refuses anything else', () => {
    expect(
      readFreightAnswer({
        ok: true,
        mensagem: null,
        formas: [
          {
            idformaentrega: 'a',
            descricao: 'Entrega',
            valor: 990,
            prazoDias: 1,
            agendado: true,
            faltaParaFreteGratis: 100,
          },
        ],
      }),
    ).toEqual({
      ok: true,
      mensagem: null,
      formas: [
        {
          idformaentrega: 'a',
          descricao: 'Entrega',
          valor: 990,
          prazoDias: 1,
          agendado: true,
          primeiroHorario: null,
          faltaParaFreteGratis: 100,
        },
      ],
    });
    expect(readFreightAnswer({ ok: false, mensagem: 'Falha ao consultar agendamentos' })).toEqual({
      ok: false,
      mensagem: 'Falha ao consultar agendamentos',
    });
    expect(readFreightAnswer({ ok: true, formas: [{ descricao: 1 }] })).toBeNull();
    expect(readFreightAnswer('x')).toBeNull();
  });

  it('the contract schema still has the fields the route handler maps', () => {
    const keys = Object.keys(deliveryMethodsResponseSchema.shape.formasEntrega.element.shape);
    expect(keys).toEqual(
      expect.arrayContaining([
        'idformaentrega',
        'descricao',
        'valor',
        'prazoDias',
        'agendamento',
        'faltaParaFreteGratis',
      ]),
    );
  });
});

describe('freightQuantity (the product page estimate, ?quantidade=)', () => {
  it('a sane amount as typed, a decimal comma read', () => {
    expect(freightQuantity('3')).toBe(3);
    expect(freightQuantity(' 1,5 ')).toBe(1.5);
    expect(freightQuantity(['4', '9'])).toBe(4);
  });

  it('absent, blank, zero, negative, not a number or above what the call accepts: one unit', () => {
    for (const raw of [undefined, '', '  ', '0', '-2', 'abc', 'Infinity', '100001', '1e9'])
      expect(freightQuantity(raw)).toBe(1);
    expect(freightQuantity('100000')).toBe(100000);
  });
});
