import type { MenuItem } from '@/lib/contract';
import { supplierHref } from '@/lib/supplier-url';
import { SmartLink } from './smart-link';

/** Main menu from `config.menu`; collapses into a <details> disclosure on small screens. */
export function MainNav({ items, base }: { items: MenuItem[]; base: string }) {
  if (items.length === 0) return null;
  return (
    <nav aria-label="Menu principal" className="w-full md:w-auto">
      <details className="md-open-disclosure group">
        <summary className="inline-flex cursor-pointer items-center gap-2 rounded border border-current px-3 py-2 text-sm font-semibold">
          <span aria-hidden="true">☰</span> Menu
        </summary>
        <ul className="mt-2 flex flex-col gap-1 md:mt-0 md:flex-row md:flex-wrap md:items-center md:gap-2">
          {items.map((item, i) => (
            <MenuEntry key={`${item.titulo}-${i}`} item={item} base={base} />
          ))}
        </ul>
      </details>
    </nav>
  );
}

function MenuEntry({ item, base }: { item: MenuItem; base: string }) {
  const children = item.itens ?? [];
  return (
    <li className="group/item relative">
      <SmartLink
        href={supplierHref(base, item.url)}
        className="block rounded px-3 py-2 text-sm font-semibold underline-offset-4 hover:underline"
      >
        {item.titulo}
      </SmartLink>
      {children.length > 0 && (
        <ul className="ml-4 flex flex-col border-l border-current/40 pl-2 md:absolute md:left-0 md:top-full md:z-20 md:ml-0 md:hidden md:min-w-56 md:rounded md:border md:border-gray-200 md:bg-white md:p-2 md:text-gray-900 md:shadow-lg md:group-hover/item:flex md:group-focus-within/item:flex">
          {children.map((child, i) => (
            <MenuEntry key={`${child.titulo}-${i}`} item={child} base={base} />
          ))}
        </ul>
      )}
    </li>
  );
}
