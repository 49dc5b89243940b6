import { act, fireEvent, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToStaticMarkup, renderToString } from 'react-dom/server';

import { useCartStore } from '@/stores/cart-store';
import { plainCartProduct } from '@/test-support/cart-fixtures';

import { CartLinesPreview } from './cart-lines-preview';
import { CartPage } from './cart-page';
import { CartPageView } from './cart-page-view';
import { CartSupplierInfo } from './cart-supplier-info';
import { LazyCartPage } from './lazy-cart-page';

// The coupon's server actions (a server-only module) are not what this test is about.
jest.mock('@/components/coupon/actions', () => ({}));
// "Ver produtos" of the empty cart is a client navigation (ClientLink): the app router is the page's.
jest.mock('next/navigation', () => ({ useRouter: () => ({ push: jest.fn(), prefetch: jest.fn() }) }));

const base = '/emporio';
const assinaturas = { tipos: [], label: null };
const produto = plainCartProduct({
  idproduto: '22222222-2222-4222-8222-222222222222',
  nome: 'Arroz Tio João 5 kg',
  slug: 'arroz-tio-joao-5-kg',
  imagem: '/arroz.webp',
  preco: 2990,
});
const previa = <CartLinesPreview linhas={[{ produto, quantidade: 2, embalarParaPresente: false, disponivel: true }]} />;
const info = <CartSupplierInfo horario="Seg a sex, 8h às 18h" taxa={250} />;

function pageProps(pedidoMinimo: number | null, comPrevia: boolean) {
  return {
    base,
    assinaturas,
    checkout: { pedidoMinimo, tipoEntrega: 'DELIVERY' as const, cep: '01310-100', freteGratisAcimaDe: null },
    info,
    previa: comPrevia ? previa : undefined,
  };
}

// The cart page's server render, its lazy parts (the checkout box) resolved, as the server streams it.
async function serverRender(el: React.ReactElement, render: (el: React.ReactElement) => string) {
  render(el);
  await new Promise((resolve) => setTimeout(resolve, 0));
  return render(el);
}

describe('the cart page, loaded after the first paint', () => {
  it.each([
    ['with the saved lines and a minimum order', 15000, true],
    ['with an empty cart and no minimum order', null, false],
  ])(
    'shows, until its chunk arrives, its own server render without its code (%s)',
    async (_, pedidoMinimo, comPrevia) => {
      const props = pageProps(pedidoMinimo, comPrevia);
      const page = await serverRender(<CartPage {...props} />, renderToStaticMarkup);
      const fallback = renderToStaticMarkup(
        <CartPageView
          base={base}
          previa={props.previa}
          info={info}
          pedidoMinimo={pedidoMinimo}
          motivoId="finalizar-motivo-inicial"
        />,
      );
      expect(page).toContain('Finalizar pedido');
      expect(page).toContain(comPrevia ? 'Arroz Tio João 5 kg' : 'Seu carrinho está vazio.');
      // Its own id: the hidden render keeps the page's until it is revealed.
      expect(fallback).not.toContain('"finalizar-motivo"');
      expect(fallback).toBe(page.split('"finalizar-motivo"').join('"finalizar-motivo-inicial"'));
    },
  );

  it('hydrates the server-rendered page when its chunk arrives, and its fields write to the cart', async () => {
    const props = pageProps(15000, true);
    const container = document.body.appendChild(document.createElement('div'));
    // What the server streams: the page's own render in a completed Suspense boundary (React hoists the
    // thumbnails' preload links into the head).
    const html = await serverRender(<CartPage {...props} />, renderToString);
    container.innerHTML = `<!--$-->${html.replace(/<link rel="preload"[^>]*>/g, '')}<!--/$-->`;
    const serverMarkup = container.innerHTML;
    const fallback = (
      <CartPageView base={base} previa={previa} info={info} pedidoMinimo={15000} motivoId="finalizar-motivo-inicial" />
    );
    const root = await act(async () => hydrateRoot(container, <LazyCartPage {...props} fallback={fallback} />));
    // Same markup: nothing moved while the chunk loaded.
    expect(container.innerHTML).toBe(serverMarkup);
    fireEvent.change(screen.getByLabelText('Observações do pedido'), { target: { value: 'Entregar na portaria' } });
    fireEvent.change(screen.getByLabelText('Número do pedido do cliente'), { target: { value: 'PC-2026-118' } });
    expect(useCartStore.getState()).toMatchObject({
      observacao: 'Entregar na portaria',
      numPedidoCliente: 'PC-2026-118',
    });
    expect(screen.getByLabelText('Observações do pedido')).toHaveValue('Entregar na portaria');
    act(() => root.unmount());
    container.remove();
  });
});
