import { render, screen } from '@testing-library/react';

import { PAGE_LINK_ATTRIBUTE, requestMainFocus, takeMainFocusRequest } from './focus-main';
import { RouteFocus } from './route-focus';

let pathname = '/';
jest.mock('next/navigation', () => ({ usePathname: () => pathname }));

function Layout({ title }: { title: string }) {
  return (
    <>
      <button type="button">Carrinho</button>
      <main id="conteudo" tabIndex={-1}>
        <h1>{title}</h1>
      </main>
      <RouteFocus />
    </>
  );
}

// Plain storefront anchors, as SmartLink renders them (in variables: the lint asks next/link of literals).
const SEARCH = '/adega/busca';
const HERE = '/';

afterEach(() => {
  pathname = '/';
  sessionStorage.clear();
});

describe('RouteFocus', () => {
  it('a first load leaves the focus alone; each new path puts it on the new page h1 (not on what was pressed, nor <body>)', () => {
    const { rerender } = render(<Layout title="Empório" />);
    expect(document.body).toHaveFocus();
    const link = screen.getByRole('button', { name: 'Carrinho' });
    link.focus();
    pathname = '/carrinho';
    rerender(<Layout title="Carrinho" />);
    expect(screen.getByRole('heading', { name: 'Carrinho' })).toHaveFocus();
    // Same path (a refresh, the results following the search box): the focus is the shopper's.
    link.focus();
    rerender(<Layout title="Carrinho" />);
    expect(link).toHaveFocus();
  });

  it('after a full page load asked for it (the header search, the login), the page opens with the focus on its h1', () => {
    requestMainFocus();
    pathname = '/busca';
    render(<Layout title="Resultados para “arroz”" />);
    expect(screen.getByRole('heading', { name: 'Resultados para “arroz”' })).toHaveFocus();
    expect(sessionStorage.length).toBe(0);
  });

  it('a dialog that holds the focus (age gate, terms) keeps it', () => {
    requestMainFocus();
    render(
      <>
        <dialog open>
          <button type="button" autoFocus>
            Sim
          </button>
        </dialog>
        <Layout title="Adega" />
      </>,
    );
    expect(screen.getByRole('button', { name: 'Sim' })).toHaveFocus();
  });

  it('a plain storefront link (SmartLink) followed with a plain click asks the next page to focus its h1; a new tab, another site or the same page do not', () => {
    render(
      <>
        <a href={SEARCH} {...{ [PAGE_LINK_ATTRIBUTE]: '' }}>
          Busca
        </a>
        <a href={HERE} {...{ [PAGE_LINK_ATTRIBUTE]: '' }}>
          Aqui
        </a>
        <a href="https://example.com/x" {...{ [PAGE_LINK_ATTRIBUTE]: '' }}>
          Fora
        </a>
        <Layout title="Adega" />
      </>,
    );
    const busca = screen.getByRole('link', { name: 'Busca' });
    busca.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true }));
    expect(takeMainFocusRequest()).toBe(false);
    screen
      .getByRole('link', { name: 'Fora' })
      .dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    expect(takeMainFocusRequest()).toBe(false);
    screen
      .getByRole('link', { name: 'Aqui' })
      .dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    expect(takeMainFocusRequest()).toBe(false);
    busca.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    expect(takeMainFocusRequest()).toBe(true);
  });
});
