import type { ClientCharacteristic } from '@/lib/contract/identity';

const input = 'w-full rounded border border-gray-400 px-3 py-2 text-gray-900';

/** The form field of a characteristic (the account form reads them back by this name). */
export const characteristicFieldName = (idcaracteristica: string) => `caracteristica:${idcaracteristica}`;

/** The answers of a form's characteristic fields (blank ones included: a blank answer clears it). */
export function characteristicAnswersFrom(
  defs: readonly ClientCharacteristic[],
  form: FormData | Record<string, unknown>,
): { idcaracteristica: string; valor: string }[] {
  const get = (k: string) => (form instanceof FormData ? form.get(k) : form[k]);
  return defs.map((d) => {
    const v = get(characteristicFieldName(d.idcaracteristica));
    return { idcaracteristica: d.idcaracteristica, valor: typeof v === 'string' ? v : '' };
  });
}

/**
 * The supplier's client characteristics as form fields (spec 7): a list for options and yes/no,
 * a number field, or text; required ones marked. Controlled when `onChange` is given (the
 * registration), otherwise uncontrolled with `values` as the initial answers (the account form).
 * `erros` (by idcaracteristica, lower case) marks a field and is read with it; each field's id is
 * `<idPrefix>-<idcaracteristica in lower case>`.
 */
export function ClientCharacteristicFields({
  defs,
  values,
  onChange,
  erros = {},
  idPrefix,
}: {
  defs: readonly ClientCharacteristic[];
  values: Record<string, string>;
  onChange?: (idcaracteristica: string, valor: string) => void;
  erros?: Record<string, string>;
  idPrefix: string;
}) {
  if (defs.length === 0) return null;
  return (
    <>
      {defs.map((d) => {
        const key = d.idcaracteristica.toLowerCase();
        const id = `${idPrefix}-${key}`;
        const erro = erros[key];
        const described = [d.ajuda ? `${id}-ajuda` : null, erro ? `${id}-erro` : null].filter(Boolean).join(' ');
        const common = {
          id,
          name: characteristicFieldName(d.idcaracteristica),
          required: d.obrigatoria,
          'aria-invalid': erro ? true : undefined,
          'aria-describedby': described || undefined,
          className: input,
          ...(onChange
            ? {
                value: values[d.idcaracteristica] ?? '',
                onChange: (e: { target: { value: string } }) => onChange(d.idcaracteristica, e.target.value),
              }
            : { defaultValue: values[d.idcaracteristica] ?? '' }),
        };
        return (
          <div key={d.idcaracteristica} className="mb-3">
            <label htmlFor={id} className="mb-1 block text-sm font-medium">
              {d.nome}
              {!d.obrigatoria && <span className="font-normal text-gray-700"> (opcional)</span>}
            </label>
            {d.tipo === 'OPCOES' || d.tipo === 'SIM_NAO' ? (
              <select {...common}>
                <option value="">Selecione</option>
                {d.opcoes.map((o) => (
                  <option key={o} value={o}>
                    {o}
                  </option>
                ))}
              </select>
            ) : (
              <input {...common} type="text" inputMode={d.tipo === 'NUMERO' ? 'numeric' : undefined} maxLength={200} />
            )}
            {d.ajuda && (
              <p id={`${id}-ajuda`} className="mt-1 text-sm text-gray-700">
                {d.ajuda}
              </p>
            )}
            {erro && (
              <p id={`${id}-erro`} className="mt-1 text-sm text-red-800">
                {erro}
              </p>
            )}
          </div>
        );
      })}
    </>
  );
}
