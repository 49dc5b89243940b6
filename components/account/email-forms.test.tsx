import { act, fireEvent, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToStaticMarkup, renderToString } from 'react-dom/server';

import { ChangeEmailForm, VerificationButton } from './email-forms';
import { ChangeEmailFallback, VerificationFallback } from './email-forms-fallback';
import { LazyChangeEmailForm, LazyVerificationButton } from './lazy-email-forms';

// The server actions stand for the API (a server-only module); what the fallback and hydration keep is what
// this test is about.
const changeEmailAction = jest.fn<Promise<object>, [{ email: string; senha_atual: string }]>(async () => ({
  ok: true as const,
  email_pendente: 'novo@bar.com.br',
  mensagem: 'Enviamos um código para novo@bar.com.br',
}));
jest.mock('./profile-actions', () => ({
  changeEmailAction: (input: { email: string; senha_atual: string }) => changeEmailAction(input),
}));

// The ids differ (the fallback's are its own): each is replaced by where it is used.
const withoutIds = (html: string) => {
  const ids = [...html.matchAll(/ id="([^"]+)"/g)].map((m) => m[1]!);
  return ids.reduce((h, id, i) => h.split(`"${id}"`).join(`"id-${i}"`), html);
};

describe('the email forms’ server-rendered fallback', () => {
  it.each([
    ['an account with an email', 'ze@bar.com.br'],
    ['an account without one', ''],
  ])('is "Trocar email" before any interaction, without its code: %s', (_, atual) => {
    const fallback = renderToStaticMarkup(<ChangeEmailFallback atual={atual} />);
    expect(fallback).toContain('Novo email');
    // Sent before its code arrives (or without JavaScript), it posts: the password is never put in the address.
    expect(fallback).toMatch(/<form [^>]*method="post"/);
    // The client form alone is marked for a submit held until it hydrates (early-submit.ts): where the fallback
    // shows (a client navigation) it is replaced, not hydrated, so a submit there must post as without JavaScript.
    expect(fallback).not.toContain('data-lazy-submit');
    const form = renderToStaticMarkup(<ChangeEmailForm atual={atual} />);
    expect(form).toContain(' data-lazy-submit=""');
    expect(withoutIds(fallback)).toBe(withoutIds(form.replace(' data-lazy-submit=""', '')));
  });

  it('is the verification button before any interaction, without its code', () => {
    expect(renderToStaticMarkup(<VerificationFallback />)).toBe(renderToStaticMarkup(<VerificationButton />));
  });
});

describe('the email forms, loaded after the first paint', () => {
  it('hydrate the server-rendered forms when their chunk arrives, and "Trocar email" sends what was typed', async () => {
    const container = document.body.appendChild(document.createElement('div'));
    // What the server streams: each form's own markup in a completed Suspense boundary.
    container.innerHTML = `<div><!--$-->${renderToString(<ChangeEmailForm atual="ze@bar.com.br" />)}<!--/$--></div><div><!--$-->${renderToString(<VerificationButton />)}<!--/$--></div>`;
    const serverMarkup = container.innerHTML;
    const root = await act(async () =>
      hydrateRoot(
        container,
        <>
          <div>
            <LazyChangeEmailForm atual="ze@bar.com.br" fallback={<ChangeEmailFallback atual="ze@bar.com.br" />} />
          </div>
          <div>
            <LazyVerificationButton fallback={<VerificationFallback />} />
          </div>
        </>,
      ),
    );
    // Same markup: nothing moved while the chunk loaded.
    expect(container.innerHTML).toBe(serverMarkup);
    fireEvent.change(screen.getByLabelText('Novo email'), { target: { value: 'novo@bar.com.br' } });
    fireEvent.change(screen.getByLabelText('Senha atual'), { target: { value: 'segredo123' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Trocar email' }));
    });
    expect(changeEmailAction).toHaveBeenCalledWith({ email: 'novo@bar.com.br', senha_atual: 'segredo123' });
    expect(await screen.findByLabelText('Código de confirmação')).toHaveFocus();
    act(() => root.unmount());
    container.remove();
  });

  it('keeps a new email typed into the server’s form before its chunk arrived: "Trocar email" sends it', async () => {
    changeEmailAction.mockClear();
    const container = document.body.appendChild(document.createElement('div'));
    container.innerHTML = `<!--$-->${renderToString(<ChangeEmailForm atual="ze@bar.com.br" />)}<!--/$-->`;
    // Typed before hydration: in the field, not yet in the form's state.
    (container.querySelector('input[name="email"]') as HTMLInputElement).value = 'antes@bar.com.br';
    const root = await act(async () =>
      hydrateRoot(
        container,
        <LazyChangeEmailForm atual="ze@bar.com.br" fallback={<ChangeEmailFallback atual="ze@bar.com.br" />} />,
      ),
    );
    expect(screen.getByLabelText('Novo email')).toHaveValue('antes@bar.com.br');
    fireEvent.change(screen.getByLabelText('Senha atual'), { target: { value: 'segredo123' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Trocar email' }));
    });
    expect(changeEmailAction).toHaveBeenCalledWith({ email: 'antes@bar.com.br', senha_atual: 'segredo123' });
    act(() => root.unmount());
    container.remove();
  });

  it('sends "Trocar email" clicked before its chunk arrived once it has, instead of reloading /conta', async () => {
    changeEmailAction.mockClear();
    const container = document.body.appendChild(document.createElement('div'));
    container.innerHTML = `<!--$-->${renderToString(<ChangeEmailForm atual="ze@bar.com.br" />)}<!--/$-->`;
    (container.querySelector('input[name="email"]') as HTMLInputElement).value = 'cedo@bar.com.br';
    (container.querySelector('input[name="senha_atual"]') as HTMLInputElement).value = 'segredo123';
    // Clicked in the server's form, no handler on it yet: the browser would post /conta and lose what was typed.
    const submitted = jest.fn((e: SubmitEvent) => e.defaultPrevented);
    window.addEventListener('submit', submitted);
    fireEvent.click(container.querySelector('button[type="submit"]')!);
    window.removeEventListener('submit', submitted);
    expect(submitted).toHaveBeenCalledTimes(1);
    expect(submitted).toHaveReturnedWith(true);
    expect(changeEmailAction).not.toHaveBeenCalled();

    const root = await act(async () =>
      hydrateRoot(
        container,
        <LazyChangeEmailForm atual="ze@bar.com.br" fallback={<ChangeEmailFallback atual="ze@bar.com.br" />} />,
      ),
    );
    expect(changeEmailAction).toHaveBeenCalledTimes(1);
    expect(changeEmailAction).toHaveBeenCalledWith({ email: 'cedo@bar.com.br', senha_atual: 'segredo123' });
    expect(await screen.findByLabelText('Código de confirmação')).toHaveFocus();
    act(() => root.unmount());
    container.remove();
  });
});
