import { renderToString } from 'react-dom/server';

import { MenuAccountLinks } from './menu-account-links';
import { SiteHeader, type SiteHeaderProps } from './site-header';

const menu = [{ titulo: 'Mercearia', url: '/busca?categoria=mercearia' }] as SiteHeaderProps['menu'];

function serverHtml(extra: Partial<SiteHeaderProps> = {}) {
  const html = renderToString(
    <SiteHeader
      base="/emporio"
      menu={menu}
      logo={<span>Logo</span>}
      search={<form role="search" />}
      delivery={<button type="button">Receber em 01310-100</button>}
      account={<span>Conta</span>}
      menuAccount={<MenuAccountLinks base="/emporio" logado={false} />}
      {...extra}
    />,
  );
  document.body.innerHTML = html;
  const dialog = document.querySelector('dialog')!;
  const menuButton = Array.from(document.querySelectorAll('button')).find((b) => b.textContent === 'Menu')!;
  return { dialog, menuButton };
}

describe('SiteHeader (server HTML)', () => {
  it('has the side menu already rendered, closed, opened natively by the Menu button before any script runs', () => {
    const { dialog, menuButton } = serverHtml();
    expect(dialog).not.toHaveAttribute('open');
    expect(dialog.id).not.toBe('');
    expect(menuButton).toHaveAttribute('aria-controls', dialog.id);
    expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    expect(menuButton).toHaveAttribute('commandfor', dialog.id);
    expect(menuButton).toHaveAttribute('command', 'show-modal');
    // Its content: the delivery place, the login entry and the main menu.
    expect(dialog).toHaveTextContent('Receber em 01310-100');
    expect(dialog.querySelector('a[href="/emporio/entrar"]')).toHaveTextContent('Entrar ou cadastrar');
    expect(
      dialog.querySelector('nav[aria-label="Menu principal"] a[href="/emporio/busca?categoria=mercearia"]'),
    ).not.toBeNull();
  });

  it('has no payment method cell until a chooser is given', () => {
    const { dialog } = serverHtml();
    expect(document.querySelector('select')).toBeNull();
    expect(Array.from(dialog.querySelectorAll('h3')).map((h) => h.textContent)).toEqual([
      'Entrega e retirada',
      'Conta',
      'Categorias',
    ]);
  });

  it('puts one payment method chooser in the desktop menu bar and one in the side menu (after the delivery place), the cart in the row', () => {
    const chooser = (id: string) => <select id={id} aria-label="Forma de pagamento" />;
    const { dialog } = serverHtml({
      payment: chooser('forma-pagamento'),
      menuPayment: chooser('forma-pagamento-menu'),
      cart: (
        <button type="button" data-testid="carrinho">
          Carrinho
        </button>
      ),
    });
    const inMenu = dialog.querySelector('#forma-pagamento-menu')!;
    expect(inMenu).not.toBeNull();
    const delivery = Array.from(dialog.querySelectorAll('button')).find(
      (b) => b.textContent === 'Receber em 01310-100',
    )!;
    const login = dialog.querySelector('a[href="/emporio/entrar"]')!;
    expect(delivery.compareDocumentPosition(inMenu) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(inMenu.compareDocumentPosition(login) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    const inBar = document.querySelector('#forma-pagamento')!;
    expect(inBar.closest('dialog')).toBeNull();
    expect(inBar.closest('header')).not.toBeNull();
    const cart = document.querySelector('[data-testid="carrinho"]')!;
    expect(cart.closest('dialog')).toBeNull();
    expect(cart.closest('header')).not.toBeNull();
  });
});
