'use client';

/** The order <select> of the listing's GET form; submits the form on change (a button covers no-JS). */
export function SortSelect({
  id,
  value,
  options,
}: {
  id: string;
  value: string;
  options: { codigo: string; descricao: string }[];
}) {
  return (
    <select
      id={id}
      name="ordem"
      defaultValue={value}
      onChange={(e) => e.currentTarget.form?.requestSubmit()}
      className="rounded border border-gray-400 bg-white px-2 py-1.5 text-sm"
    >
      {options.map((o) => (
        <option key={o.codigo} value={o.codigo}>
          {o.descricao}
        </option>
      ))}
    </select>
  );
}
