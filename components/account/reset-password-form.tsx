'use client';

import { useActionState, useEffect, useRef } from 'react';

import { usePermalink } from '@/components/ui/postback-form';
import { followRateLimit } from '@/lib/commerce/rate-limit';

import { resetPasswordAction, setInvitationPasswordAction } from './password-actions';

const KINDS = {
  reset: {
    action: resetPasswordAction,
    senha: 'Nova senha',
    confirmacao: 'Confirme a nova senha',
    enviar: 'Redefinir senha',
  },
  convite: {
    action: setInvitationPasswordAction,
    senha: 'Senha',
    confirmacao: 'Confirme a senha',
    enviar: 'Definir senha e aceitar o convite',
  },
} as const;

/** A password set from an emailed single-use link: a reset, or an invitation to be a linked user. */
export function ResetForm({
  token,
  entrarHref,
  kind = 'reset',
}: {
  token: string;
  entrarHref: string;
  kind?: keyof typeof KINDS;
}) {
  const k = KINDS[kind];
  const [state, action, pending] = useActionState(k.action, null, usePermalink());
  const entrar = useRef<HTMLAnchorElement>(null);
  // HTTP 429 → the too-many-request page. Done: the keyboard is on 'Entrar', the next step.
  useEffect(() => {
    void followRateLimit(state);
    if (state?.ok) entrar.current?.focus();
  }, [state]);
  if (state?.ok) {
    return (
      <div role="status">
        <p className="mb-4">{state.mensagem}</p>
        <a ref={entrar} href={entrarHref} className="font-semibold underline">
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
        {k.senha}
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
        {k.confirmacao}
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
        {k.enviar}
      </button>
    </form>
  );
}
