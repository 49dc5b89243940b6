import { render, screen } from '@testing-library/react';

import { CLIENT_PENDING_APPROVAL_MESSAGE, PENDING_APPROVAL_MESSAGE } from '@/lib/session/can-submit';
import type { SessionSummary } from '@/lib/session/summary';

import { SessionBanners } from './banners';

const pending: SessionSummary = {
  logado: true,
  kind: 'cliente',
  nome: 'Mercadinho Vila Nova',
  idcliente: '5b0e1c2d-3f4a-4b5c-8d6e-7f8091a2b303',
  cadastro_aprovado: false,
  bloqueado: true,
  envioRestrito: false,
  representante: null,
  atendendo: null,
  usuarioPrincipal: null,
  principal: true,
  termosPendentes: false,
};

describe('SessionBanners: pending approval', () => {
  it('the customer reads "Seu cadastro…"', () => {
    render(<SessionBanners state={pending} base="" />);
    expect(screen.getByRole('status', { name: 'Cadastro em análise' })).toHaveTextContent(PENDING_APPROVAL_MESSAGE);
  });

  it('a representative serving the pending client reads a message addressed to them, not "Seu cadastro…"', () => {
    render(
      <SessionBanners
        state={{
          ...pending,
          kind: 'representante',
          representante: 'Carlos Representante',
          atendendo: 'Mercadinho Vila Nova',
        }}
        base=""
      />,
    );
    const banner = screen.getByRole('status', { name: 'Cadastro em análise' });
    expect(banner).toHaveTextContent(CLIENT_PENDING_APPROVAL_MESSAGE);
    expect(banner).not.toHaveTextContent(/Seu cadastro/);
    expect(screen.getByRole('status', { name: 'Atendimento' })).toHaveTextContent(
      'Você está atendendo: Mercadinho Vila Nova',
    );
  });

  it('restricted submission (restrict-not-approved-user-submission) is addressed the same way', () => {
    render(
      <SessionBanners
        state={{ ...pending, bloqueado: false, envioRestrito: true, kind: 'representante', atendendo: 'X' }}
        base=""
      />,
    );
    expect(screen.getByRole('status', { name: 'Cadastro em análise' })).toHaveTextContent(
      CLIENT_PENDING_APPROVAL_MESSAGE,
    );
  });
});
