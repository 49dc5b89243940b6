import { act, fireEvent, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';

import { LazyLoginFlow } from './lazy-login-flow';
import { LoginFlow } from './login-flow';

// The server actions (server-only modules) are not what this test is about: what hydration keeps is.
const lookups: string[] = [];
jest.mock('./login-actions', () => ({
  lookupAction: async (login: string) => {
    lookups.push(login);
    return { ok: true, existe: true, tipo: 'EMAIL', valor: login, nome: 'Ana' };
  },
}));
jest.mock('./registration-actions', () => ({}));
jest.mock('./password-actions', () => ({}));

const field = () => screen.getByLabelText('Email, CPF ou CNPJ');
// What the server streams for LazyLoginFlow: the flow's first step in a completed Suspense boundary.
const serverHtml = () => `<!--$-->${renderToString(<LoginFlow voltar="/" initialLogin="" />)}<!--/$-->`;

describe('LazyLoginFlow', () => {
  it('hydrates the server-rendered first step when its chunk arrives, and that step works', async () => {
    const container = document.body.appendChild(document.createElement('div'));
    container.innerHTML = serverHtml();
    const serverMarkup = container.innerHTML;
    await act(async () => {
      hydrateRoot(container, <LazyLoginFlow voltar="/" initialLogin="" fallback={null} />);
    });
    // Same markup: nothing moved while the chunk loaded.
    expect(container.innerHTML).toBe(serverMarkup);
    fireEvent.change(field(), { target: { value: 'ana@exemplo.com.br' } });
    expect(field()).toHaveAccessibleDescription('Email reconhecido');
    container.remove();
  });

  it('keeps what a person typed before hydration: "Continuar" sends it', async () => {
    lookups.length = 0;
    const container = document.body.appendChild(document.createElement('div'));
    container.innerHTML = serverHtml();
    // Typed into the server's field before the flow's chunk arrived.
    (container.querySelector('input[name="login"]') as HTMLInputElement).value = 'ana@exemplo.com.br';
    await act(async () => {
      hydrateRoot(container, <LazyLoginFlow voltar="/" initialLogin="" fallback={null} />);
    });
    expect(field()).toHaveValue('ana@exemplo.com.br');
    expect(field()).toHaveAccessibleDescription('Email reconhecido');
    await act(async () => {
      fireEvent.submit(field().closest('form')!);
    });
    expect(lookups).toEqual(['ana@exemplo.com.br']);
    expect(await screen.findByLabelText('Senha')).toHaveFocus();
    container.remove();
  });

  it('sends "Continuar" pressed before the chunk arrived once it has, instead of reloading /entrar', async () => {
    lookups.length = 0;
    const container = document.body.appendChild(document.createElement('div'));
    container.innerHTML = serverHtml();
    (container.querySelector('input[name="login"]') as HTMLInputElement).value = 'ana@exemplo.com.br';
    // Enter in the server's form, no handler on it yet: the browser would GET /entrar and the step would be lost.
    const submitted = jest.fn((e: SubmitEvent) => e.defaultPrevented);
    window.addEventListener('submit', submitted);
    fireEvent.click(container.querySelector('button[type="submit"]')!);
    window.removeEventListener('submit', submitted);
    expect(submitted).toHaveReturnedWith(true);
    expect(lookups).toEqual([]);

    await act(async () => {
      hydrateRoot(container, <LazyLoginFlow voltar="/" initialLogin="" fallback={null} />);
    });
    expect(lookups).toEqual(['ana@exemplo.com.br']);
    expect(await screen.findByLabelText('Senha')).toHaveFocus();
    container.remove();
  });

  it('gives the focus back to the field when the server moved the boundary and it fell to <body>', async () => {
    const container = document.body.appendChild(document.createElement('div'));
    container.innerHTML = serverHtml();
    (document.activeElement as HTMLElement | null)?.blur();
    expect(document.activeElement).toBe(document.body);
    await act(async () => {
      hydrateRoot(container, <LazyLoginFlow voltar="/" initialLogin="" fallback={null} />);
    });
    expect(field()).toHaveFocus();
    container.remove();
  });

  it('leaves the focus where the person put it before hydration', async () => {
    const elsewhere = document.body.appendChild(document.createElement('button'));
    const container = document.body.appendChild(document.createElement('div'));
    container.innerHTML = serverHtml();
    elsewhere.focus();
    await act(async () => {
      hydrateRoot(container, <LazyLoginFlow voltar="/" initialLogin="" fallback={null} />);
    });
    expect(elsewhere).toHaveFocus();
    container.remove();
    elsewhere.remove();
  });
});
