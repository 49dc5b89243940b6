import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';

import type { DeliveryResult, DeliveryState } from '@/lib/delivery/api';

import { DeliveryPanel } from './delivery-panel';

const refresh = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ refresh }) }));

/**
 * A stand-in for the storefront's /api/entrega/* handlers: the stored type changes with POST
 * /tipo; GET /estado answers it, each answer held until the test releases it (an abort rejects).
 */
/** jsdom has no Response: the panel only reads `.json()`. */
const answer = (body: unknown) => ({ ok: true, status: 200, json: async () => body }) as unknown as Response;

function fakeServer(initial: Partial<DeliveryState> = {}, answers: Record<string, DeliveryResult> = {}) {
  const server = {
    stored: {
      tipoEntrega: 'DELIVERY',
      tipos: ['DELIVERY', 'RETIRADA'],
      cep: null,
      textoendereco: null,
      lojas: [],
      enderecos: null,
      erro: null,
      ...initial,
    } as DeliveryState,
    pendingStates: [] as (() => void)[],
    /** Set to hold POST answers too (released by releasePosts). */
    holdPosts: false,
    pendingPosts: [] as (() => void)[],
    posts: [] as { path: string; body: unknown }[],
  };
  global.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const path = url.slice(url.lastIndexOf('/') + 1);
    if (init?.method === 'POST') {
      const body = JSON.parse(String(init.body)) as Record<string, unknown>;
      server.posts.push({ path, body });
      if (path === 'tipo')
        server.stored = { ...server.stored, tipoEntrega: body.tipoEntrega as DeliveryState['tipoEntrega'] };
      const reply = answer(answers[path] ?? { ok: true, resultado: 'atual' });
      if (!server.holdPosts) return reply;
      return new Promise<Response>((resolve) => server.pendingPosts.push(() => resolve(reply)));
    }
    // GET estado: the state as it is NOW, answered when released.
    const snapshot = { ...server.stored };
    const signal = init?.signal;
    return new Promise<Response>((resolve, reject) => {
      signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
      server.pendingStates.push(() => resolve(answer(snapshot)));
    });
  }) as typeof fetch;
  const releaseStates = async () => {
    await act(async () => {
      for (const release of server.pendingStates.splice(0)) release();
    });
  };
  const releasePosts = async () => {
    await act(async () => {
      for (const release of server.pendingPosts.splice(0)) release();
    });
  };
  return { server, releaseStates, releasePosts };
}

const panel = (extra: Partial<Parameters<typeof DeliveryPanel>[0]> = {}) => (
  <DeliveryPanel
    base=""
    tipos={['DELIVERY', 'RETIRADA']}
    tipoInicial="DELIVERY"
    cepInicial={null}
    logado={false}
    ativo
    {...extra}
  />
);

afterEach(() => jest.clearAllMocks());

describe('DeliveryPanel: delivery type before and after its state loads', () => {
  it('the radios wait (aria-disabled, aria-busy; still focusable) for the stored state: a click before it is not made and then undone', async () => {
    const { server, releaseStates } = fakeServer();
    render(panel());
    const pickup = screen.getByRole('radio', { name: 'Retirada' });
    expect(pickup).toHaveAttribute('aria-disabled', 'true');
    // Not `disabled`: a disabled radio would drop a keyboard user's focus to <body>.
    expect(pickup).toBeEnabled();
    expect(screen.getByRole('group', { name: 'Como você quer receber?' })).toHaveAttribute('aria-busy', 'true');
    fireEvent.click(pickup);
    await waitFor(() => expect(server.pendingStates).toHaveLength(1));
    await releaseStates();

    // Nothing was saved behind the shopper's back, and what is shown is what is stored.
    await waitFor(() => expect(pickup).not.toHaveAttribute('aria-disabled'));
    expect(server.posts).toEqual([]);
    expect(screen.getByRole('radio', { name: 'Entrega' })).toBeChecked();
    expect(screen.getByRole('group', { name: 'Como você quer receber?' })).toHaveAttribute('aria-busy', 'false');

    // Once loaded, the choice sticks.
    fireEvent.click(pickup);
    await waitFor(() => expect(server.posts).toEqual([{ path: 'tipo', body: { tipoEntrega: 'RETIRADA' } }]));
    await waitFor(() => expect(server.pendingStates).toHaveLength(1));
    await releaseStates();
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Produtos e preços atualizados'));
    expect(pickup).toBeChecked();
  });

  it('says "Pronto!" only when the radios take the next change (an arrow right after it is not ignored)', async () => {
    const { server, releaseStates } = fakeServer();
    render(panel());
    await waitFor(() => expect(server.pendingStates).toHaveLength(1));
    await releaseStates();
    const pickup = screen.getByRole('radio', { name: 'Retirada' });
    const delivery = screen.getByRole('radio', { name: 'Entrega' });
    await waitFor(() => expect(pickup).not.toHaveAttribute('aria-disabled'));
    fireEvent.click(pickup);
    // Saved, but the stored state is still being read back: the panel says so and is still busy.
    await waitFor(() => expect(server.pendingStates).toHaveLength(1));
    expect(screen.getByRole('status')).toHaveTextContent('Atualizando produtos e preços…');
    expect(pickup).toHaveAttribute('aria-disabled', 'true');
    await releaseStates();
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Pronto! Produtos e preços atualizados.'));
    // The moment "Pronto!" shows, a change is taken.
    expect(delivery).not.toHaveAttribute('aria-disabled');
    fireEvent.click(delivery);
    await waitFor(() => expect(server.posts).toHaveLength(2));
    expect(server.posts[1]).toEqual({ path: 'tipo', body: { tipoEntrega: 'DELIVERY' } });
  });

  it('an answer already on its way when the shopper switches does not undo the switch', async () => {
    const { server, releaseStates, releasePosts } = fakeServer();
    const { rerender } = render(panel());
    await waitFor(() => expect(server.pendingStates).toHaveLength(1));
    await releaseStates();
    const pickup = screen.getByRole('radio', { name: 'Retirada' });
    await waitFor(() => expect(pickup).toBeEnabled());
    // Meanwhile the place changed (another tab); closed and opened again: the state is fetched
    // again (a different answer), the last one still shown until it arrives.
    server.stored = { ...server.stored, cep: '05435000', textoendereco: 'Rua Harmonia, Vila Madalena' };
    rerender(panel({ ativo: false }));
    rerender(panel({ ativo: true }));
    await waitFor(() => expect(server.pendingStates).toHaveLength(1));
    server.holdPosts = true;
    fireEvent.click(pickup);
    await waitFor(() => expect(server.posts).toHaveLength(1));
    expect(pickup).toBeChecked();
    // The old answer (DELIVERY, asked before the click) arrives while the change is being saved.
    await releaseStates();
    await act(async () => {
      await new Promise((r) => setTimeout(r, 20));
    });
    expect(pickup).toBeChecked();
    await releasePosts();
    await waitFor(() => expect(server.pendingStates).toHaveLength(1));
    await releaseStates();
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Produtos e preços atualizados'));
    expect(pickup).toBeChecked();
    expect(server.stored.tipoEntrega).toBe('RETIRADA');
  });
});

describe('DeliveryPanel: a CEP the current supplier does not serve', () => {
  const naoAtende: DeliveryResult = {
    ok: true,
    resultado: 'naoAtende',
    mensagem: 'Empório Bom Preço não entrega no CEP 05042-000.',
    fornecedor: 'Empório Bom Preço',
    retirada: true,
    opcoes: [
      {
        idfornecedor: '8b2e7c14-3a9f-4d56-b1e0-6f7a8b9c0d02',
        nome: 'Atacado Horizonte',
        segmento: 'Bares e restaurantes',
        loja: null,
        distancia: null,
        atual: false,
        somenteEmpresas: true,
        destino: 'http://atacado.localhost/api/entrega/transferir?t=x',
      },
    ],
  };

  it('explains, names who does serve it (labelled companies-only) and waits for the shopper', async () => {
    const { releaseStates } = fakeServer({}, { cep: naoAtende });
    const onDone = jest.fn();
    render(panel({ onDone }));
    await waitFor(() => expect(global.fetch).toHaveBeenCalled());
    await releaseStates();
    fireEvent.change(screen.getByRole('textbox', { name: 'CEP' }), { target: { value: '05042000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Buscar' }));

    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent('Empório Bom Preço não entrega no CEP 05042-000.'),
    );
    const list = screen.getByRole('list', { name: 'Fornecedores que atendem este endereço' });
    const atacado = within(list).getByRole('listitem');
    expect(atacado).toHaveTextContent('Vendas somente para empresas (CNPJ)');
    expect(within(atacado).getByRole('link', { name: 'Ir para Atacado Horizonte' })).toHaveAttribute(
      'href',
      naoAtende.opcoes[0]!.destino,
    );
    expect(refresh).not.toHaveBeenCalled();

    // Another CEP: the explanation goes away and the CEP field is empty and focused.
    fireEvent.click(screen.getByRole('button', { name: 'Tentar outro CEP' }));
    expect(screen.queryByRole('list', { name: 'Fornecedores que atendem este endereço' })).toBeNull();
    expect(screen.getByRole('textbox', { name: 'CEP' })).toHaveValue('');
    expect(screen.getByRole('textbox', { name: 'CEP' })).toHaveFocus();
    expect(onDone).not.toHaveBeenCalled();
  });

  it('offers pickup here and keeping on browsing here', async () => {
    const { server, releaseStates } = fakeServer({}, { cep: naoAtende });
    const onDone = jest.fn();
    render(panel({ onDone }));
    await waitFor(() => expect(global.fetch).toHaveBeenCalled());
    await releaseStates();
    fireEvent.change(screen.getByRole('textbox', { name: 'CEP' }), { target: { value: '05042-000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Buscar' }));
    await screen.findByRole('button', { name: 'Continuar em Empório Bom Preço' });
    expect(server.posts).toEqual([{ path: 'cep', body: { cep: '05042-000', tipoEntrega: 'DELIVERY' } }]);

    fireEvent.click(screen.getByRole('button', { name: 'Escolher retirada em Empório Bom Preço' }));
    // Generous timeouts: on a loaded CI machine the transition takes longer than waitFor's default second.
    await waitFor(() => expect(server.posts.at(-1)).toEqual({ path: 'tipo', body: { tipoEntrega: 'RETIRADA' } }), {
      timeout: 5000,
    });
    await releaseStates();
    await waitFor(() => expect(screen.getByRole('radio', { name: 'Retirada' })).toBeChecked(), { timeout: 5000 });

    fireEvent.change(screen.getByRole('textbox', { name: 'CEP' }), { target: { value: '05042-000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Buscar lojas' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Continuar em Empório Bom Preço' }));
    expect(onDone).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('button', { name: 'Continuar em Empório Bom Preço' })).toBeNull();
  });
});

describe('DeliveryPanel: pickup stores', () => {
  it('shows each store with its opening hours; choosing one saves it and tells the header to close', async () => {
    const lojas = [
      {
        idloja: '11111111-1111-4111-8111-111111111111',
        nome: 'Loja Centro de Bento',
        descricao_endereco_loja: 'Rua Marechal Deodoro, 120',
        distancia: null,
        horario: 'Segunda a sábado, das 10h às 19h',
        escolhida: false,
      },
    ];
    const { server, releaseStates } = fakeServer({ tipoEntrega: 'RETIRADA', tipos: ['RETIRADA'], lojas });
    const onDone = jest.fn();
    render(panel({ tipos: ['RETIRADA'], tipoInicial: 'RETIRADA', onDone }));
    expect(screen.queryByRole('radio')).toBeNull();
    expect(screen.getByText('Retirada')).toBeVisible();
    await waitFor(() => expect(server.pendingStates).toHaveLength(1));
    await releaseStates();
    const item = within(await screen.findByRole('list', { name: 'Lojas para retirada' })).getByRole('listitem');
    expect(item).toHaveTextContent('Horário: Segunda a sábado, das 10h às 19h');
    fireEvent.click(within(item).getByRole('button', { name: 'Escolher Loja Centro de Bento' }));
    await waitFor(() => expect(server.posts).toEqual([{ path: 'loja', body: { idloja: lojas[0]!.idloja } }]));
    await waitFor(() => expect(server.pendingStates).toHaveLength(1));
    await releaseStates();
    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
    expect(refresh).toHaveBeenCalled();
  });
});
