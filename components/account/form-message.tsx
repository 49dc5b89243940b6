/** The account forms' field style and their answer ('status' when it went well, 'alert' when not). */
export const FORM_INPUT = 'w-full rounded border border-gray-400 px-3 py-2';

export function FormMessage({ state }: { state: { ok: boolean; mensagem: string; detalhe?: string } | null }) {
  if (!state) return null;
  return (
    <div
      role={state.ok ? 'status' : 'alert'}
      className={`mb-3 rounded px-3 py-2 text-sm ${state.ok ? 'bg-green-50 text-green-800' : 'bg-red-50 text-red-800'}`}
    >
      <p>{state.mensagem}</p>
      {state.detalhe && <p className="mt-1">{state.detalhe}</p>}
    </div>
  );
}
