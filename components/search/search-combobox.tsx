'use client';

import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { lazy, Suspense, useEffect, useId, useState, type ComponentType, type KeyboardEvent } from 'react';

import { requestMainFocus } from '@/components/ui/focus-main';

import { logoutAfterSearch } from './logout';
import type { SuggestionAnswer, SuggestionShown } from './suggestion-types';
import type { SuggestionsQueryProps } from './suggestions-query';

export { SUGGESTIONS_KEPT } from './suggestion-types';
/** Spec 9: "suggestion debounce 1000 ms (10 kept)". */
export const SUGGESTION_DEBOUNCE_MS = 1000;
/** Spec 4 "Product search" and spec 9: "product search debounce 250 ms" (the results page follows the box). */
export const PRODUCT_SEARCH_DEBOUNCE_MS = 250;
const MIN_CHARS = 2;

function clean(text: string): string {
  return text.replace(/&/g, ' ').replace(/\s+/g, ' ').trim();
}

// The asking (React Query) loads after the page, never in its first-load JavaScript (decision 0008).
// The field's first focus or pointer starts it, well before the 1000 ms debounce lets a text be
// asked; a chunk that fails to load leaves the box without suggestions, never breaks the page.
const load = () => import('./suggestions-query').catch(() => null);
const noSuggestions: ComponentType<SuggestionsQueryProps> = () => null;
const SuggestionsQuery = lazy(async () => ({ default: (await load())?.SuggestionsQuery ?? noSuggestions }));

function productPath(base: string, slug: string): string {
  return `${base}/produto/${encodeURIComponent(slug)}`;
}

/**
 * Header search (ARIA 1.2 combobox + listbox). A plain GET form to /busca without JavaScript;
 * with it, suggestions as you type (1000 ms debounce, 10 kept), the in-flight request aborted when the
 * text changes and answers of an older text never shown. Kept small on purpose (it hydrates on
 * every page): the asking, with React Query and the price formatter, is a lazy island.
 */
export function SearchCombobox({ base, defaultValue = '' }: { base: string; defaultValue?: string }) {
  const router = useRouter();
  const id = useId();
  const inputId = `${id}-q`;
  const listId = `${id}-lista`;
  // On the results page the box keeps the shopper's search term, without suggesting it again.
  const pathname = usePathname();
  const searchParams = useSearchParams();
  const onResults = !!pathname?.endsWith('/busca');
  const urlTerm = onResults ? (searchParams?.get('q') ?? '') : '';
  const [text, setText] = useState(urlTerm || defaultValue);
  const [typed, setTyped] = useState(false);
  const [shownUrlTerm, setShownUrlTerm] = useState(urlTerm);
  // The term this box put in the URL (the results following the typing): its arrival must not
  // replace what was typed since.
  const [searched, setSearched] = useState<string | null>(null);
  if (urlTerm !== shownUrlTerm) {
    setShownUrlTerm(urlTerm);
    if (urlTerm !== searched) {
      setText(urlTerm);
      setTyped(false);
    }
  }

  // On the results page, the product search follows the box 250 ms after the last key (a newer
  // navigation supersedes an older one still loading).
  useEffect(() => {
    if (!typed || !onResults) return;
    const q = clean(text);
    if (q.length < MIN_CHARS || q === urlTerm) return;
    const t = setTimeout(() => {
      setSearched(q);
      router.replace(`${base}/busca?q=${encodeURIComponent(q)}`, { scroll: false });
    }, PRODUCT_SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(t);
  }, [text, typed, onResults, urlTerm, base, router]);
  const [term, setTerm] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [warning, setWarning] = useState<string | null>(null);

  useEffect(() => {
    if (!typed) return;
    const t = setTimeout(() => setTerm(clean(text)), SUGGESTION_DEBOUNCE_MS);
    return () => clearTimeout(t);
  }, [text, typed]);

  const enabled = term.length >= MIN_CHARS;
  const [data, setData] = useState<SuggestionAnswer | null>(null);

  const logoutMessage = data?.kind === 'logout' ? data.mensagem : null;
  useEffect(() => {
    if (!logoutMessage) return;
    let cancelled = false;
    void logoutAfterSearch(base, logoutMessage).then((m) => {
      if (cancelled) return;
      setWarning(m);
      router.refresh();
    });
    return () => {
      cancelled = true;
    };
  }, [logoutMessage, base, router]);

  // Only answers for the current text are shown (a late answer for an older text is ignored).
  const current = enabled && data?.kind === 'ok' && data.term === clean(text) ? data : null;
  const items: SuggestionShown[] = current?.sugestoes ?? [];
  const expanded = open && items.length > 0;
  const activeIndex = active < items.length ? active : -1;

  function go(item: SuggestionShown) {
    setOpen(false);
    setActive(-1);
    router.push(productPath(base, item.slug));
  }

  function onKeyDown(e: KeyboardEvent<HTMLInputElement>) {
    switch (e.key) {
      case 'ArrowDown':
        if (items.length === 0) return;
        e.preventDefault();
        setOpen(true);
        setActive((i) => (i + 1 >= items.length ? 0 : i + 1));
        break;
      case 'ArrowUp':
        if (items.length === 0) return;
        e.preventDefault();
        setOpen(true);
        setActive((i) => (i <= 0 ? items.length - 1 : i - 1));
        break;
      case 'Enter': {
        const item = expanded && activeIndex >= 0 ? items[activeIndex] : undefined;
        if (item) {
          e.preventDefault();
          go(item);
        }
        // Otherwise the form submits to /busca?q=…
        break;
      }
      case 'Escape':
        if (expanded) {
          e.preventDefault();
          setOpen(false);
          setActive(-1);
        } else if (text) {
          e.preventDefault();
          setText('');
        }
        break;
    }
  }

  return (
    <div className="relative w-full max-w-xl">
      <form
        action={`${base}/busca`}
        method="get"
        role="search"
        className="flex w-full"
        onSubmit={(e) => {
          const input = e.currentTarget.elements.namedItem('q');
          if (input instanceof HTMLInputElement) input.value = clean(input.value);
          setOpen(false);
          // The results page loads with the focus on its heading, not on <body>.
          requestMainFocus();
        }}
      >
        <label htmlFor={inputId} className="sr-only">
          Buscar produtos
        </label>
        <input
          id={inputId}
          name="q"
          type="search"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={expanded && activeIndex >= 0 ? `${listId}-${activeIndex}` : undefined}
          autoComplete="off"
          maxLength={200}
          value={text}
          onChange={(e) => {
            setText(e.target.value);
            setTyped(true);
            setOpen(true);
            setActive(-1);
          }}
          onFocus={() => {
            setOpen(true);
            void load();
          }}
          onPointerEnter={() => void load()}
          onBlur={() => setOpen(false)}
          onKeyDown={onKeyDown}
          placeholder="O que você procura?"
          className="min-w-0 flex-1 rounded-l border border-gray-300 bg-white px-3 py-2 text-sm text-gray-900 placeholder:text-gray-600"
        />
        <button
          type="submit"
          className="rounded-r border border-secondary bg-secondary px-4 py-2 text-sm font-semibold text-[var(--color-on-secondary)]"
        >
          Buscar
        </button>
      </form>
      {enabled && (
        <Suspense fallback={null}>
          <SuggestionsQuery base={base} term={term} onAnswer={setData} />
        </Suspense>
      )}
      <ul
        id={listId}
        role="listbox"
        aria-label="Sugestões de produtos"
        hidden={!expanded}
        className="absolute left-0 right-0 top-full z-30 mt-1 max-h-96 overflow-y-auto rounded border border-gray-200 bg-white py-1 text-gray-900 shadow-lg"
      >
        {items.map((item, i) => (
          <li
            key={item.slug}
            id={`${listId}-${i}`}
            role="option"
            aria-selected={i === activeIndex}
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => go(item)}
            className={`flex cursor-pointer items-center justify-between gap-3 px-3 py-2 text-sm ${
              i === activeIndex ? 'bg-gray-200' : 'hover:bg-gray-100'
            }`}
          >
            <span>{item.nome}</span>
            {item.precoTexto !== undefined && <span className="shrink-0 font-semibold">{item.precoTexto}</span>}
          </li>
        ))}
      </ul>
      <p className="sr-only" aria-live="polite">
        {expanded ? `${items.length} sugestões disponíveis` : ''}
      </p>
      {warning && (
        <p role="alert" className="mt-2 rounded bg-white px-3 py-2 text-sm font-semibold text-red-800">
          {warning}
        </p>
      )}
    </div>
  );
}
