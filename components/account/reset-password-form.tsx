'use client';

import { useActionState, useEffect } from 'react';

import { followRateLimit } from '@/lib/commerce/rate-limit';

import { resetPasswordAction } from './actions';

export function ResetForm({ token, entrarHref }: { token: string; entrarHref: string }) {
  const [state, action, pending] = useActionState(resetPasswordAction, null);
  // HTTP 429 → the too-many-request page.
  useEffect(() => void followRateLimit(state), [state]);
  if (state?.ok) {
    return (
      <div role="status">
        <p className="mb-4">{state.mensagem}</p>
        <a href={entrarHref} className="font-semibold underline">
          Entrar
        </a>
      </div>
    );
  }
  return (
    <form action={action}>
      {state && (
        <p role="alert" className="mb-3 text-red-700">
          {state.mensagem}
        </p>
      )}
      <input type="hidden" name="token" value={token} />
      <label className="mb-1 block text-sm font-medium" htmlFor="nova-senha">
        Nova senha
      </label>
      <input
        id="nova-senha"
        name="senha"
        type="password"
        autoComplete="new-password"
        className="mb-3 w-full rounded border px-3 py-2"
        required
      />
      <label className="mb-1 block text-sm font-medium" htmlFor="confirmacao">
        Confirme a nova senha
      </label>
      <input
        id="confirmacao"
        name="confirmacao"
        type="password"
        autoComplete="new-password"
        className="mb-3 w-full rounded border px-3 py-2"
        required
      />
      <button
        type="submit"
        disabled={pending}
        className="w-full rounded bg-primary px-4 py-2.5 font-semibold text-on-primary"
      >
        Redefinir senha
      </button>
    </form>
  );
}
