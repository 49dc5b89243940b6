import { act, fireEvent, screen, within } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToStaticMarkup, renderToString } from 'react-dom/server';

import type { DeviceSession } from '@/lib/contract/identity-sessions';

import { LazySessionList } from './lazy-session-list';
import { SessionList } from './session-list';
import { SessionListView } from './session-list-view';

// The server actions stand for the API (a server-only module); what the fallback and hydration keep is what
// this test is about.
const endSessionAction = jest.fn<Promise<object>, [string]>(async () => ({ ok: true }));
jest.mock('./session-actions', () => ({ endSessionAction: (id: string) => endSessionAction(id) }));

const sessoes: DeviceSession[] = [
  {
    idsessao: '9b2f3c1e-7a41-4d7e-9a0c-2f1b6d8e4a10',
    agente_usuario: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/126.0 Safari/537.36',
    origem: 'login',
    criado_em: '2026-11-20T13:05:00Z',
    visto_em: '2026-11-29T08:00:00Z',
    atual: true,
  },
  {
    idsessao: '3c1e9b2f-4d7e-7a41-9a0c-4a102f1b6d8e',
    agente_usuario: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148',
    origem: 'login',
    criado_em: '2026-11-21T10:00:00Z',
    visto_em: '2026-11-28T22:30:00Z',
    atual: false,
  },
];
const logoutHref = '/loja/api/sessao/sair';

// The ids differ (the fallback's are its own): each is replaced by where it is used.
const withoutIds = (html: string) => {
  const ids = [...html.matchAll(/ id="([^"]+)"/g)].map((m) => m[1]!);
  return ids.reduce((h, id, i) => h.split(`"${id}"`).join(`"id-${i}"`), html);
};

describe('the session list, loaded after the first paint', () => {
  it('shows, until its chunk arrives, its own markup rendered on the server without its code', () => {
    const fallback = renderToStaticMarkup(
      <SessionListView sessoes={sessoes} logoutHref={logoutHref} tituloId="sessoes-titulo-inicial" />,
    );
    expect(fallback).toContain('Sair de todos os dispositivos');
    expect(fallback).not.toContain('"sessoes-titulo"');
    expect(withoutIds(fallback)).toBe(
      withoutIds(renderToStaticMarkup(<SessionList sessoes={sessoes} logoutHref={logoutHref} />)),
    );
  });

  it('hydrates the server-rendered list when its chunk arrives, and ends another device’s session', async () => {
    const container = document.body.appendChild(document.createElement('div'));
    // What the server streams: the list's own markup in a completed Suspense boundary.
    container.innerHTML = `<!--$-->${renderToString(<SessionList sessoes={sessoes} logoutHref={logoutHref} />)}<!--/$-->`;
    const serverMarkup = container.innerHTML;
    const root = await act(async () =>
      hydrateRoot(
        container,
        <LazySessionList
          sessoes={sessoes}
          logoutHref={logoutHref}
          fallback={<SessionListView sessoes={sessoes} logoutHref={logoutHref} tituloId="sessoes-titulo-inicial" />}
        />,
      ),
    );
    // Same markup: nothing moved while the chunk loaded.
    expect(container.innerHTML).toBe(serverMarkup);
    const list = screen.getByRole('list', { name: 'Sessões abertas' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    const other = within(list).getAllByRole('button', { name: /^Sair deste dispositivo \((?!.*este dispositivo)/ });
    await act(async () => {
      fireEvent.click(other[0]!);
    });
    expect(endSessionAction).toHaveBeenCalledWith('3c1e9b2f-4d7e-7a41-9a0c-4a102f1b6d8e');
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    act(() => root.unmount());
    container.remove();
  });
});
