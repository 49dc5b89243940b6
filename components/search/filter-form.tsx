import type { SearchState } from '@/lib/catalog/search-state';
import type { FilterGroup } from '@/lib/contract';

/**
 * Filter groups as checkboxes in a GET form (works without JavaScript). On phones the form sits
 * above the products, folded into a "Filtros" disclosure; from 48rem it is the open sidebar.
 */
export function FilterForm({
  action,
  state,
  groups,
  clearHref,
}: {
  action: string;
  state: SearchState;
  groups: FilterGroup[];
  clearHref: string;
}) {
  if (groups.length === 0) return null;
  const selected = state.filtros.length;
  return (
    <details className="md-open-disclosure">
      <summary className="inline-flex cursor-pointer items-center gap-2 rounded border border-gray-400 px-3 py-2 text-sm font-semibold">
        Filtros{selected > 0 && ` (${selected} ${selected === 1 ? 'selecionado' : 'selecionados'})`}
        <span aria-hidden="true">▾</span>
      </summary>
      <form method="get" action={action} aria-labelledby="filtros-titulo" className="mt-3 space-y-3 md:mt-0">
        <h2 id="filtros-titulo" className="text-lg font-bold max-md:sr-only">
          Filtros
        </h2>
        {state.q && <input type="hidden" name="q" value={state.q} />}
        {state.categoria && <input type="hidden" name="categoria" value={state.categoria} />}
        {state.ordem && <input type="hidden" name="ordem" value={state.ordem} />}
        {groups.map((g, gi) => {
          const anySelected = g.valores.some((v) => v.selecionado);
          return (
            <details
              key={g.grupo}
              open={anySelected || g.valores.length <= 8}
              className="rounded border border-gray-200 p-2"
            >
              <summary className="cursor-pointer text-sm font-semibold">{g.grupo}</summary>
              <fieldset className="mt-2 max-h-64 overflow-y-auto">
                <legend className="sr-only">{g.grupo}</legend>
                <ul className="space-y-1">
                  {g.valores.map((v, vi) => {
                    const id = `filtro-${gi}-${vi}`;
                    return (
                      <li key={v.tagPesquisa} className="flex items-center gap-2 text-sm">
                        <input
                          id={id}
                          type="checkbox"
                          name="filtro"
                          value={v.tagPesquisa}
                          defaultChecked={v.selecionado}
                          className="h-4 w-4"
                        />
                        <label htmlFor={id}>
                          {v.valor} <span className="text-gray-700">({v.quantidade})</span>
                        </label>
                      </li>
                    );
                  })}
                </ul>
              </fieldset>
            </details>
          );
        })}
        <div className="flex items-center gap-3">
          <button
            type="submit"
            className="rounded border border-secondary bg-secondary px-4 py-2 text-sm font-semibold text-[var(--color-on-secondary)]"
          >
            Filtrar
          </button>
          {selected > 0 && (
            <a href={clearHref} className="text-sm font-semibold underline underline-offset-4">
              Limpar filtros
            </a>
          )}
        </div>
      </form>
    </details>
  );
}
