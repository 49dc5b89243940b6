/** Plain GET form to the search page (works without JavaScript). */
export function SearchForm({ action, defaultValue = '' }: { action: string; defaultValue?: string }) {
  return (
    <form action={action} method="get" role="search" className="flex w-full max-w-xl">
      <label htmlFor="busca-q" className="sr-only">
        Buscar produtos
      </label>
      <input
        id="busca-q"
        name="q"
        type="search"
        maxLength={200}
        defaultValue={defaultValue}
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
  );
}
