import { rankCandidates, scoreCandidate, type Candidate } from './recommendation';

const c = (idproduto: string, o: Partial<Candidate> = {}): Candidate => ({
  idproduto,
  nome: idproduto,
  idsetor: 'outro',
  coCompras: 0,
  historicoCategoria: 0,
  compradoAntes: false,
  popularidade: 0,
  ...o,
});

describe('recommendation ranking', () => {
  it('a product bought together beats same-category and popular ones', () => {
    const ranked = rankCandidates(
      [
        c('popular', { popularidade: 50 }),
        c('mesma', { idsetor: 'paes', popularidade: 10 }),
        c('manteiga', { coCompras: 5, popularidade: 5 }),
      ],
      { seedSectors: new Set(['paes']), excluded: new Set() },
    );
    expect(ranked.map((r) => [r.idproduto, r.motivo])).toEqual([
      ['manteiga', 'COMPRADOS_JUNTOS'],
      ['mesma', 'MESMA_CATEGORIA'],
      ['popular', 'POPULAR'],
    ]);
  });

  it('the customer’s history counts; excluded products never appear; at most the limit', () => {
    const ranked = rankCandidates(
      [
        c('a', { historicoCategoria: 5, compradoAntes: true }),
        c('b', { coCompras: 1 }),
        c('x', { coCompras: 9 }),
        c('d'),
        c('e'),
      ],
      { seedSectors: new Set(), excluded: new Set(['x']), limit: 3 },
    );
    expect(ranked.map((r) => r.idproduto)).toEqual(['b', 'a', 'd']);
    expect(scoreCandidate(c('a', { historicoCategoria: 5, compradoAntes: true }), new Set()).motivo).toBe('HISTORICO');
  });

  it('is deterministic: ties by popularity, then name, whatever the input order', () => {
    const list = [c('b'), c('a'), c('z', { popularidade: 1 })];
    const one = rankCandidates(list, { seedSectors: new Set(), excluded: new Set() }).map((r) => r.idproduto);
    const two = rankCandidates([...list].reverse(), { seedSectors: new Set(), excluded: new Set() }).map(
      (r) => r.idproduto,
    );
    expect(one).toEqual(['z', 'a', 'b']);
    expect(two).toEqual(one);
  });
});
