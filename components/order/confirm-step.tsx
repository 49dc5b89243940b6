import { SmartLink } from '@/components/smart-link';

import { ActionForm, type ActionDestination } from './action-form';

/**
 * The confirmation step of an action that cannot be undone (cancel a subscription, disable a list):
 * the question, what happens, and the form posting it with its hidden fields; 'Voltar' leaves it.
 */
export function ConfirmStep({
  titulo,
  children,
  action,
  campos,
  confirmar,
  voltar,
}: {
  titulo: string;
  children: React.ReactNode;
  action: (state: ActionDestination, form: FormData) => Promise<ActionDestination>;
  campos: Record<string, string>;
  confirmar: string;
  voltar: string;
}) {
  return (
    <section
      id="confirmar"
      aria-labelledby="confirmar-titulo"
      className="flex flex-col gap-3 rounded border border-red-700 p-4"
    >
      <h2 id="confirmar-titulo" className="text-xl font-bold">
        {titulo}
      </h2>
      <p>{children}</p>
      <ActionForm action={action} className="flex flex-wrap gap-3">
        {Object.entries(campos).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <button type="submit" className="rounded bg-red-700 px-4 py-2 font-semibold text-white">
          {confirmar}
        </button>
        <SmartLink href={voltar} className="rounded border border-gray-500 px-4 py-2 font-semibold">
          Voltar
        </SmartLink>
      </ActionForm>
    </section>
  );
}
