import {
  cleanFilter,
  cleanSearchText,
  effectiveOrder,
  loadMoreState,
  MAX_APPEND_PAGES,
  pageState,
  pagesToFetch,
  parseSearchParams,
  searchPath,
  serializeSearchState,
  tagsPesquisa,
  toggleFilter,
} from './search-state';

describe('parseSearchParams', () => {
  it('reads every field', () => {
    const p = parseSearchParams({
      q: '  café  torrado ',
      categoria: 'Mercearia',
      filtro: ['Marca:Pilão', 'Tipo:Grão'],
      ordem: 'preco_asc',
      pagina: '3',
    });
    expect(p.state).toEqual({
      q: 'café torrado',
      categoria: 'mercearia',
      filtros: ['Marca:Pilão', 'Tipo:Grão'],
      ordem: 'preco_asc',
      pagina: 3,
      ate: 0,
    });
    expect(p.invalidPage).toBe(false);
  });

  it("accepts the API's `ordenacao` as an alias of `ordem`", () => {
    expect(parseSearchParams({ ordenacao: 'mais_vendidos' }).state.ordem).toBe('mais_vendidos');
    expect(parseSearchParams({ ordem: 'nome_asc', ordenacao: 'mais_vendidos' }).state.ordem).toBe('nome_asc');
  });

  it('accepts URLSearchParams', () => {
    const p = parseSearchParams(new URLSearchParams('q=arroz&filtro=Marca%3ACamil&filtro=Marca%3ACamil&ate=2'));
    expect(p.state.filtros).toEqual(['Marca:Camil']);
    expect(p.state.ate).toBe(2);
  });

  it("removes '&' from the text", () => {
    expect(parseSearchParams({ q: 'arroz & feijão' }).state.q).toBe('arroz feijão');
    expect(cleanSearchText('a&&b')).toBe('a b');
  });

  it('flags a too long text and drops it', () => {
    const p = parseSearchParams({ q: 'a'.repeat(1000) });
    expect(p.textTooLong).toBe(true);
    expect(p.state.q).toBe('');
  });

  it('keeps HTML/SQL as plain text (escaping is the renderer’s job)', () => {
    expect(parseSearchParams({ q: "<script>alert(1)</script>' OR 1=1 --" }).state.q).toBe(
      "<script>alert(1)</script>' OR 1=1 --",
    );
  });

  it.each(['0', '-1', 'abc', '1.5', '99999999', '10001'])('flags an absurd page %p', (pagina) => {
    expect(parseSearchParams({ pagina }).invalidPage).toBe(true);
    expect(parseSearchParams({ ate: pagina }).invalidPage).toBe(true);
  });

  it('defaults the page to 1 and clamps append mode', () => {
    expect(parseSearchParams({}).state.pagina).toBe(1);
    expect(parseSearchParams({ pagina: '' }).invalidPage).toBe(false);
    expect(parseSearchParams({ ate: '500' }).state.ate).toBe(MAX_APPEND_PAGES);
  });

  it('rejects a category that is not a slug', () => {
    const p = parseSearchParams({ categoria: '../etc<b>' });
    expect(p.invalidCategory).toBe(true);
    expect(p.state.categoria).toBe('');
  });

  it('drops malformed filters and ignores malformed orders', () => {
    const p = parseSearchParams({ filtro: ['semdoispontos', 'A:b,c', ':x', 'Marca:Camil'], ordem: 'DROP TABLE' });
    expect(p.state.filtros).toEqual(['Marca:Camil']);
    expect(p.droppedFilters).toBe(true);
    expect(p.state.ordem).toBe('');
    expect(cleanFilter('Origem: Nacional ')).toBe('Origem: Nacional');
  });
});

describe('serializeSearchState', () => {
  it('round-trips', () => {
    const state = {
      q: 'café',
      categoria: 'mercearia',
      filtros: ['Tipo:Grão', 'Marca:Pilão'],
      ordem: 'nome_asc',
      pagina: 2,
      ate: 0,
    };
    const s = serializeSearchState(state);
    expect(s).toBe(
      'q=caf%C3%A9&categoria=mercearia&filtro=Marca%3APil%C3%A3o&filtro=Tipo%3AGr%C3%A3o&ordem=nome_asc&pagina=2',
    );
    expect(parseSearchParams(new URLSearchParams(s)).state).toEqual({
      ...state,
      filtros: ['Marca:Pilão', 'Tipo:Grão'],
    });
  });

  it('omits defaults', () => {
    expect(searchPath({})).toBe('/busca');
    expect(searchPath({ pagina: 1 })).toBe('/busca');
    expect(searchPath({ categoria: 'bebidas' })).toBe('/busca?categoria=bebidas');
  });

  it('append mode wins over the page number', () => {
    expect(serializeSearchState({ pagina: 4, ate: 3 })).toBe('ate=3');
  });
});

describe('state transitions', () => {
  const base = { q: '', categoria: 'bebidas', filtros: [], ordem: '', pagina: 1, ate: 0 };

  it('load more extends the shown pages', () => {
    expect(loadMoreState(base).ate).toBe(2);
    expect(loadMoreState({ ...base, ate: 2 }).ate).toBe(3);
    expect(loadMoreState({ ...base, pagina: 3 }).ate).toBe(4);
    expect(pagesToFetch({ ...base, ate: 3 })).toEqual([1, 2, 3]);
    expect(pagesToFetch({ ...base, pagina: 3 })).toEqual([3]);
  });

  it('numbered pages leave append mode', () => {
    expect(pageState({ ...base, ate: 3 }, 2)).toEqual({ ...base, pagina: 2, ate: 0 });
  });

  it('toggling a filter resets the page', () => {
    const on = toggleFilter({ ...base, pagina: 3 }, 'Marca:X');
    expect(on.filtros).toEqual(['Marca:X']);
    expect(on.pagina).toBe(1);
    expect(toggleFilter(on, 'Marca:X').filtros).toEqual([]);
    expect(tagsPesquisa({ filtros: ['A:1', 'B:2'] })).toBe('A:1,B:2');
    expect(tagsPesquisa({ filtros: [] })).toBeUndefined();
  });
});

describe('effectiveOrder', () => {
  const offered = ['mais_vendidos', 'relevancia', 'preco_asc'];
  it('manual choice first', () => expect(effectiveOrder({ ordem: 'preco_asc', q: 'x' }, offered)).toBe('preco_asc'));
  it('relevance when there is text', () => expect(effectiveOrder({ ordem: '', q: 'x' }, offered)).toBe('relevancia'));
  it("else the supplier's first", () => expect(effectiveOrder({ ordem: '', q: '' }, offered)).toBe('mais_vendidos'));
  it('ignores an order the supplier does not offer', () =>
    expect(effectiveOrder({ ordem: 'nome_desc', q: '' }, offered)).toBe('mais_vendidos'));
  it('empty when the supplier offers none', () => expect(effectiveOrder({ ordem: '', q: 'x' }, [])).toBe(''));
});
