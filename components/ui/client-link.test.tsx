import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { ClientLink } from './client-link';

const push = jest.fn();
const prefetch = jest.fn();
// The app router is Next's; what is tested is which clicks this link hands to it, and how.
jest.mock('next/navigation', () => ({ useRouter: () => ({ push, prefetch }) }));

afterEach(() => {
  push.mockClear();
  prefetch.mockClear();
});

describe('ClientLink', () => {
  it('a click or Enter navigates on the client, keeping the scroll when asked; the href stays for a new tab', async () => {
    const user = userEvent.setup();
    render(
      <ClientLink href="/adega/busca?pagina=2" scroll={false}>
        Carregar mais
      </ClientLink>,
    );
    const link = screen.getByRole('link', { name: 'Carregar mais' });
    expect(link).toHaveAttribute('href', '/adega/busca?pagina=2');
    await user.click(link);
    expect(push).toHaveBeenLastCalledWith('/adega/busca?pagina=2', { scroll: false });
    link.focus();
    await user.keyboard('{Enter}');
    expect(push).toHaveBeenCalledTimes(2);
    expect(prefetch).not.toHaveBeenCalled();
  });

  it('a click with Ctrl (a new tab) is the browser’s; with prefetch the page is fetched when the link is focused, not before', async () => {
    const user = userEvent.setup();
    render(
      <ClientLink href="/adega/finalizar" prefetch>
        Finalizar pedido
      </ClientLink>,
    );
    expect(prefetch).not.toHaveBeenCalled();
    await user.tab();
    expect(prefetch).toHaveBeenCalledWith('/adega/finalizar');
    await user.keyboard('{Control>}');
    await user.click(screen.getByRole('link', { name: 'Finalizar pedido' }));
    await user.keyboard('{/Control}');
    expect(push).not.toHaveBeenCalled();
  });
});
