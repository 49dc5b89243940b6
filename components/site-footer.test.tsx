import { render, screen } from '@testing-library/react';

import type { Footer } from '@/lib/contract';

import { SiteFooter } from './site-footer';

const footer: Footer = {
  colunas: [],
  redes_sociais: [],
  contato: { telefone: null, whatsapp: null, email: null, endereco: null },
  aviso_legal: 'Venda proibida para menores de 18 anos.',
  empresa: {
    razao_social: 'Adega Serra Gaúcha Comércio de Vinhos Ltda.',
    cnpj: '34567890000130',
    inscricao_estadual: '0290123453',
    endereco: {
      logradouro: 'Estrada do Vinho',
      numero: 'km 4',
      bairro: 'Vale dos Vinhedos',
      cidade: 'Bento Gonçalves',
      uf: 'RS',
      cep: '95700000',
    },
  },
};

describe('SiteFooter: the identity line is written from the legal record', () => {
  it('razão social, masked CNPJ, IE and address from `empresa`, then the notice', () => {
    render(<SiteFooter footer={footer} base="" nome="Adega" />);
    expect(
      screen.getByText(
        'Adega Serra Gaúcha Comércio de Vinhos Ltda. — CNPJ 34.567.890/0001-30 — IE 0290123453 — Estrada do Vinho, km 4 – Vale dos Vinhedos, Bento Gonçalves – RS, 95700-000',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('Venda proibida para menores de 18 anos.')).toBeInTheDocument();
  });

  it('without a record: no identity line, only the notice', () => {
    const { container } = render(<SiteFooter footer={{ ...footer, empresa: null }} base="" nome="Adega" />);
    expect(container).not.toHaveTextContent('CNPJ');
    expect(screen.getByText('Venda proibida para menores de 18 anos.')).toBeInTheDocument();
  });
});
