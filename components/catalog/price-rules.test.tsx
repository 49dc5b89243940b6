import { render, screen, within } from '@testing-library/react';

import type { ProductSummary } from '@/lib/contract';

import { PriceRules } from './price-rules';

const apple: ProductSummary = {
  idproduto: '00000000-0000-4000-8000-000000000001',
  idcadastroextraproduto: null,
  idfornecedor: '00000000-0000-4000-8000-000000000002',
  codigo: 'MACA',
  nome: 'Maçã gala',
  slug: 'maca-gala',
  marca: null,
  unidade: 'kg',
  idsetor: '00000000-0000-4000-8000-000000000003',
  imagem: '',
  preco: 890,
  precovendaatacado: null,
  minvendaatacado: null,
  multiploincremento: 1,
  granularidade: 0.5,
  maxporpedido: 5,
  min_por_pedido: 1,
  efeitospoliticas: { descontoProgressivo: {} },
  preco_embalagem: null,
  disponivel: true,
  tags: [],
  peso_aproximado_unidade_kg: 0.18,
  permite_venda_por_unidade: true,
};

const soldAs = () =>
  within(screen.getByRole('list', { name: 'Como é vendido' }))
    .getAllByRole('listitem')
    .map((li) => li.textContent);

describe('PriceRules: how it is sold', () => {
  it('produce ordered by the unit says so, with the weight of a piece and the maximum in whole pieces', () => {
    render(<PriceRules product={apple} showPrices />);
    // 5 kg / 0,18 kg = 27 whole pieces; the kg step (500 g) and minimum (1 kg) do not apply by the unit.
    expect(soldAs()).toEqual(['Vendido por unidade (1 un ≈ 180 g)', 'Máximo 27 un por pedido']);
  });

  it('the same produce not ordered by the unit keeps the kg rules', () => {
    render(<PriceRules product={{ ...apple, permite_venda_por_unidade: false }} showPrices />);
    expect(soldAs()).toEqual(['Vendido a cada 500 g', 'Mínimo 1 kg', 'Máximo 5 kg por pedido']);
  });
});
