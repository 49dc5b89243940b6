import { createStore } from 'zustand/vanilla';

import { clearCartWhenReady } from './clear-when-ready';

type S = { idfornecedor: string | null; linhas: number[] };

describe('clearCartWhenReady', () => {
  it('clears once when the store comes to serve the supplier, though the clear updates the store itself', () => {
    const store = createStore<S>()(() => ({ idfornecedor: null, linhas: [1, 2] }));
    let clears = 0;
    clearCartWhenReady(store, 'f1', () => {
      clears++;
      store.setState({ linhas: [] });
    });
    expect(clears).toBe(0);
    store.setState({ idfornecedor: 'f2' });
    expect(clears).toBe(0);
    store.setState({ idfornecedor: 'f1', linhas: [3] });
    expect(clears).toBe(1);
    expect(store.getState().linhas).toEqual([]);
    store.setState({ linhas: [4] });
    expect(clears).toBe(1);
  });

  it('clears at once when the store already serves the supplier', () => {
    const store = createStore<S>()(() => ({ idfornecedor: 'f1', linhas: [1] }));
    let clears = 0;
    clearCartWhenReady(store, 'f1', () => {
      clears++;
      store.setState({ linhas: [] });
    });
    expect(clears).toBe(1);
  });
});
