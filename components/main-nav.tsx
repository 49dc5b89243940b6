import type { MenuItem } from '@/lib/contract';
import { supplierHref } from '@/lib/supplier-url';

import { SmartLink } from './smart-link';

type Variant = 'bar' | 'list';

const LISTS: Record<Variant, { top: string; sub: string }> = {
  // Desktop bar under the header row: sub-items drop down on hover or keyboard focus.
  bar: {
    top: 'flex flex-row flex-wrap items-center gap-2',
    sub: 'absolute left-0 top-full z-20 hidden min-w-56 flex-col rounded border border-gray-200 bg-white p-2 text-gray-900 shadow-lg group-hover/item:flex group-focus-within/item:flex',
  },
  // Side menu (phones): everything listed, sub-items indented.
  list: { top: 'flex flex-col gap-1', sub: 'ml-4 flex flex-col border-l border-current/40 pl-2' },
};

/** Main menu from `config.menu`: a bar under the desktop header, a plain list in the side menu. */
export function MainNav({ items, base, variant = 'bar' }: { items: MenuItem[]; base: string; variant?: Variant }) {
  if (items.length === 0) return null;
  return (
    <nav aria-label="Menu principal">
      <ul className={LISTS[variant].top}>
        {items.map((item, i) => (
          <MenuEntry key={`${item.titulo}-${i}`} item={item} base={base} variant={variant} />
        ))}
      </ul>
    </nav>
  );
}

function MenuEntry({ item, base, variant }: { item: MenuItem; base: string; variant: Variant }) {
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
        <ul className={LISTS[variant].sub}>
          {children.map((child, i) => (
            <MenuEntry key={`${child.titulo}-${i}`} item={child} base={base} variant={variant} />
          ))}
        </ul>
      )}
    </li>
  );
}
