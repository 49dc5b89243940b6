import type { ReactNode } from 'react';

import { MainNav } from '@/components/main-nav';
import type { MenuItem } from '@/lib/contract';

import { HeaderDrawer } from './header-drawer';

export type SiteHeaderProps = {
  base: string;
  /** `config.menu`: a bar under the desktop row, a list in the side menu. */
  menu: MenuItem[];
  /** The supplier logo linking home. */
  logo: ReactNode;
  search: ReactNode;
  /** Delivery place (address or store): in the desktop row, in the side menu below 64rem. */
  delivery: ReactNode;
  /** Account area (login modal, user menu, session messages): in the row at every width, once. */
  account: ReactNode;
  /** Login entry of the side menu. */
  menuAccount: ReactNode;
  /** Cart button slot (next issue): the row's last cell at every width. */
  cart?: ReactNode;
  /** Payment method chooser at the end of the desktop menu bar (may render nothing). */
  payment?: ReactNode;
  /** The same chooser for the side menu, between the delivery place and the login (its own ids). */
  menuPayment?: ReactNode;
};

function MenuSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="flex flex-col items-start gap-2">
      <h3 className="text-sm font-bold uppercase tracking-wide text-gray-700">{title}</h3>
      {children}
    </div>
  );
}

/**
 * The supplier header. From 64rem one row: logo, search (the free width), delivery place,
 * account, cart; below it the menu bar, with the payment method at its end. Below 64rem a sticky compact header of two
 * lines (Menu button, logo, account, cart / search) and a side menu with the delivery place,
 * payment method, login and the main menu. The layout is CSS only (.site-header-row in app/globals.css): the
 * server HTML is already the right one at every width, nothing moves when scripts load.
 */
export function SiteHeader({
  base,
  menu,
  logo,
  search,
  delivery,
  account,
  menuAccount,
  cart,
  payment,
  menuPayment,
}: SiteHeaderProps) {
  return (
    <header className="sticky top-0 z-30 bg-primary text-on-primary lg:static">
      <div className="site-header-row mx-auto max-w-page px-4 py-2 lg:py-3">
        <div className="[grid-area:menu] lg:hidden">
          <HeaderDrawer title="Menu">
            <MenuSection title="Entrega e retirada">{delivery}</MenuSection>
            {/* The chooser labels itself ('Forma de pagamento') and may render nothing. */}
            {menuPayment && <div className="empty:hidden">{menuPayment}</div>}
            <MenuSection title="Conta">{menuAccount}</MenuSection>
            {menu.length > 0 && (
              <MenuSection title="Categorias">
                <MainNav items={menu} base={base} variant="list" />
              </MenuSection>
            )}
          </HeaderDrawer>
        </div>
        <div className="site-header-logo min-w-0 [grid-area:logo]">{logo}</div>
        <div className="min-w-0 [grid-area:search]">{search}</div>
        {/* Held to 13rem (16rem on wide screens) so the search keeps a useful width next to account and
            cart however long the address (its button is held to the cell: the address is cut with an ellipsis). */}
        <div className="hidden min-w-0 [grid-area:delivery] lg:block lg:max-w-52 xl:max-w-64 [&_button]:max-w-full">
          {delivery}
        </div>
        <div className="min-w-0 [grid-area:account]">{account}</div>
        {cart && <div className="[grid-area:cart]">{cart}</div>}
      </div>
      {(menu.length > 0 || payment) && (
        <div className="mx-auto hidden max-w-page items-center gap-6 px-4 pb-2 lg:flex">
          <MainNav items={menu} base={base} />
          {/* At the bar's end: the row keeps its free width for the search. */}
          {payment && <div className="ml-auto w-56 shrink-0 empty:hidden">{payment}</div>}
        </div>
      )}
    </header>
  );
}
