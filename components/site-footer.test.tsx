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

describe('SiteFooter: the identity is written from the legal record', () => {
  it('razão social, masked CNPJ, IE and address from `empresa`, then the notice', () => {
    render(<SiteFooter footer={footer} base="" nome="Adega" />);
    expect(screen.getByText('Adega Serra Gaúcha Comércio de Vinhos Ltda.')).toBeInTheDocument();
    expect(screen.getByText('34.567.890/0001-30')).toBeInTheDocument();
    expect(screen.getByText('0290123453')).toBeInTheDocument();
    expect(
      screen.getByText('Estrada do Vinho, km 4 – Vale dos Vinhedos, Bento Gonçalves – RS, 95700-000'),
    ).toBeInTheDocument();
    expect(screen.getByText('Venda proibida para menores de 18 anos.')).toBeInTheDocument();
  });

  it('without a record: no identity line, only the notice', () => {
    const { container } = render(<SiteFooter footer={{ ...footer, empresa: null }} base="" nome="Adega" />);
    expect(container).not.toHaveTextContent('CNPJ');
    expect(screen.getByText('Venda proibida para menores de 18 anos.')).toBeInTheDocument();
  });

  it('payment icons by what the supplier accepts, each named; card brands only with a card method', () => {
    render(
      <SiteFooter
        footer={{ ...footer, bandeiras_cartao: ['visa', 'elo', 'desconhecida'] }}
        base=""
        nome="Adega"
        formas={[{ tipo: 'PIX' }, { tipo: 'BOLETO' }, { tipo: 'CARTAO_CREDITO' }, { tipo: 'FATURADO' }]}
      />,
    );
    const list = screen.getByRole('list', { name: 'Formas de pagamento' });
    const names = [...list.querySelectorAll('[role="img"]')].map((e) => e.getAttribute('aria-label'));
    expect(names).toEqual(['PIX', 'Boleto bancário', 'Visa', 'Elo']);
  });

  it('a card without configured brands is one "Cartão" icon; no brand without a card method', () => {
    const { rerender } = render(
      <SiteFooter footer={footer} base="" nome="Adega" formas={[{ tipo: 'CARTAO_DEBITO' }]} />,
    );
    expect(screen.getByRole('img', { name: 'Cartão' })).toBeInTheDocument();
    rerender(
      <SiteFooter footer={{ ...footer, bandeiras_cartao: ['visa'] }} base="" nome="Adega" formas={[{ tipo: 'PIX' }]} />,
    );
    expect(screen.queryByRole('img', { name: 'Visa' })).toBeNull();
  });

  it('the WhatsApp button: wa.me/55 with a pt-BR text when the number is reachable; none otherwise', () => {
    const { rerender } = render(
      <SiteFooter
        footer={{ ...footer, contato: { ...footer.contato, whatsapp: '(54) 99912-3400' } }}
        base=""
        nome="Adega"
      />,
    );
    const href = screen.getByRole('link', { name: 'Atendimento pelo WhatsApp' }).getAttribute('href')!;
    expect(href.startsWith('https://wa.me/5554999123400?text=')).toBe(true);
    expect(new URL(href).searchParams.get('text')).toBe('Olá! Vim pelo site da loja Adega e gostaria de atendimento.');
    rerender(
      <SiteFooter
        footer={{ ...footer, contato: { ...footer.contato, whatsapp: '0800 777 1234' } }}
        base=""
        nome="Adega"
      />,
    );
    expect(screen.queryByRole('link', { name: 'Atendimento pelo WhatsApp' })).toBeNull();
    rerender(<SiteFooter footer={footer} base="" nome="Adega" />);
    expect(screen.queryByRole('link', { name: 'Atendimento pelo WhatsApp' })).toBeNull();
  });

  it('SAC hours and the Fale conosco link under the base', () => {
    render(
      <SiteFooter
        footer={{ ...footer, contato: { ...footer.contato, horario_atendimento: 'Todos os dias, das 9h às 18h' } }}
        base="/adega"
        nome="Adega"
      />,
    );
    expect(screen.getByText('SAC: Todos os dias, das 9h às 18h')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Fale conosco' })).toHaveAttribute('href', '/adega/fale-conosco');
  });
});
