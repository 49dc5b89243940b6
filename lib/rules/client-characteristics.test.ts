import type { ClientCharacteristic } from '../contract/identity';
import { checkClientCharacteristics } from './client-characteristics';

const SEGMENTO: ClientCharacteristic = {
  idcaracteristica: 'AAAAAAAA-0000-4000-8000-000000000001',
  nome: 'Segmento do negócio',
  tipo: 'OPCOES',
  obrigatoria: true,
  opcoes: ['Restaurante', 'Padaria'],
  ajuda: null,
};
const FUNCIONARIOS: ClientCharacteristic = {
  idcaracteristica: 'aaaaaaaa-0000-4000-8000-000000000002',
  nome: 'Número de funcionários',
  tipo: 'NUMERO',
  obrigatoria: false,
  opcoes: [],
  ajuda: null,
};
const DOCA: ClientCharacteristic = {
  idcaracteristica: 'aaaaaaaa-0000-4000-8000-000000000003',
  nome: 'Tem doca?',
  tipo: 'SIM_NAO',
  obrigatoria: true,
  opcoes: ['Sim', 'Não'],
  ajuda: null,
};
const DEFS = [SEGMENTO, FUNCIONARIOS, DOCA];
const seg = SEGMENTO.idcaracteristica.toLowerCase();
const fun = FUNCIONARIOS.idcaracteristica;
const doca = DOCA.idcaracteristica;

describe('checkClientCharacteristics (spec 7, client characteristics)', () => {
  it('every required one unanswered (blank counts as none) is named, each on its field', () => {
    expect(checkClientCharacteristics(DEFS, [{ idcaracteristica: seg, valor: '  ' }])).toEqual({
      ok: false,
      codigo: 'CARACTERISTICA_OBRIGATORIA',
      mensagem: 'Preencha: Segmento do negócio',
      campos: { [seg]: 'Preencha: Segmento do negócio', [doca]: 'Preencha: Tem doca?' },
    });
  });

  it('answers in the supplier order, trimmed, ids matched whatever their case; numbers without dots', () => {
    expect(
      checkClientCharacteristics(DEFS, [
        { idcaracteristica: doca.toUpperCase(), valor: 'Não' },
        { idcaracteristica: fun, valor: ' 1.200 ' },
        { idcaracteristica: seg, valor: ' Padaria ' },
      ]),
    ).toEqual({
      ok: true,
      caracteristicas: [
        { idcaracteristica: SEGMENTO.idcaracteristica, nome: 'Segmento do negócio', valor: 'Padaria' },
        { idcaracteristica: fun, nome: 'Número de funcionários', valor: '1200' },
        { idcaracteristica: doca, nome: 'Tem doca?', valor: 'Não' },
      ],
    });
  });

  it('an optional one may stay blank', () => {
    const r = checkClientCharacteristics(DEFS, [
      { idcaracteristica: seg, valor: 'Restaurante' },
      { idcaracteristica: fun, valor: '' },
      { idcaracteristica: doca, valor: 'Sim' },
    ]);
    expect(r.ok && r.caracteristicas.map((c) => c.nome)).toEqual(['Segmento do negócio', 'Tem doca?']);
  });

  it.each([
    ['an option not offered', seg, 'Açougue', 'Segmento do negócio'],
    ['a yes/no answer other than Sim or Não', doca, 'talvez', 'Tem doca?'],
    ['words for a number', fun, 'doze', 'Número de funcionários'],
    ['a negative number', fun, '-3', 'Número de funcionários'],
    ['a fraction', fun, '2,5', 'Número de funcionários'],
    ['a misplaced thousands dot', fun, '12.00', 'Número de funcionários'],
    ['ten digits', fun, '1234567890', 'Número de funcionários'],
  ])('refuses %s', (_, id, valor, nome) => {
    const base = [
      { idcaracteristica: seg, valor: 'Padaria' },
      { idcaracteristica: doca, valor: 'Sim' },
    ].filter((a) => a.idcaracteristica !== id);
    const r = checkClientCharacteristics(DEFS, [...base, { idcaracteristica: id, valor }]);
    expect(r).toEqual({
      ok: false,
      codigo: 'CARACTERISTICA_INVALIDA',
      mensagem: `Valor inválido para: ${nome}`,
      campos: { [id.toLowerCase()]: `Valor inválido para: ${nome}` },
    });
  });

  it('refuses an unknown id and the same one answered twice', () => {
    const other = 'bbbbbbbb-0000-4000-8000-000000000009';
    expect(
      checkClientCharacteristics(DEFS, [
        { idcaracteristica: seg, valor: 'Padaria' },
        { idcaracteristica: doca, valor: 'Sim' },
        { idcaracteristica: other, valor: 'x' },
      ]),
    ).toMatchObject({ ok: false, codigo: 'CARACTERISTICA_DESCONHECIDA', campos: { [other]: expect.any(String) } });
    expect(
      checkClientCharacteristics(DEFS, [
        { idcaracteristica: seg, valor: 'Padaria' },
        { idcaracteristica: seg.toUpperCase(), valor: 'Restaurante' },
        { idcaracteristica: doca, valor: 'Sim' },
      ]),
    ).toMatchObject({ ok: false, mensagem: 'Valor inválido para: Segmento do negócio' });
  });

  it('a supplier that asks nothing accepts no answers', () => {
    expect(checkClientCharacteristics([], [])).toEqual({ ok: true, caracteristicas: [] });
  });
});
