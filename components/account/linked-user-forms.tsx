'use client';

import { useActionState, useEffect, useRef, useState } from 'react';

import { usePermalink } from '@/components/ui/postback-form';
import { followRateLimit } from '@/lib/commerce/rate-limit';

import { FORM_INPUT as input, FormMessage as Message } from './form-message';
import { answerInvitationAction, createLinkedUserAction } from './linked-user-actions';

// Apart from account-forms.tsx so that the linked users' page loads these two forms only, not the
// account page's (decision 0054).

/**
 * Invites a user by email (decision 0028): 'Convite enviado para …'. Controlled fields: a refusal
 * keeps what was typed; a sent invitation clears them and puts the cursor back in the email field.
 */
export function CreateLinkedUserForm() {
  // The server action itself, so that the form posts to the page's URL without JavaScript (decision 0042).
  const [state, action, pending] = useActionState(createLinkedUserAction, null, usePermalink());
  // A refusal rendered by the server (no JavaScript) brings back what was typed.
  const [email, setEmail] = useState(state?.valores?.email ?? '');
  const [nome, setNome] = useState(state?.valores?.nome ?? '');
  // Sent: the fields empty for the next one (state adjusted while rendering, on a new answer only).
  const [answered, setAnswered] = useState(state);
  if (state !== answered) {
    setAnswered(state);
    if (state?.ok) {
      setEmail('');
      setNome('');
    }
  }
  const emailRef = useRef<HTMLInputElement>(null);
  useEffect(() => {
    void followRateLimit(state);
    if (state) emailRef.current?.focus();
  }, [state]);
  return (
    <form action={action} aria-label="Novo usuário" className="flex max-w-lg flex-col gap-2">
      <Message state={state} />
      <label htmlFor="vinculado-email" className="text-sm font-medium">
        Email do novo usuário
      </label>
      <input
        ref={emailRef}
        id="vinculado-email"
        name="email"
        type="email"
        required
        className={input}
        value={email}
        onChange={(e) => setEmail(e.target.value)}
      />
      <label htmlFor="vinculado-nome" className="text-sm font-medium">
        Nome (opcional)
      </label>
      <input
        id="vinculado-nome"
        name="nome"
        type="text"
        className={input}
        value={nome}
        onChange={(e) => setNome(e.target.value)}
      />
      <button
        type="submit"
        disabled={pending}
        className="self-start rounded bg-primary px-5 py-2.5 font-semibold text-on-primary"
      >
        Enviar convite
      </button>
    </form>
  );
}

/** "Aceitar" / "Recusar" on an invitation this account received (decision 0028). */
export function InvitationAnswerForm({ idconvite, principal }: { idconvite: string; principal: string }) {
  const [state, action, pending] = useActionState(answerInvitationAction, null, usePermalink());
  useEffect(() => void followRateLimit(state), [state]);
  return (
    <form action={action} aria-label={`Convite de ${principal}`} className="flex flex-wrap items-center gap-3">
      <Message state={state} />
      <input type="hidden" name="idconvite" value={idconvite} />
      {!state?.ok && (
        <>
          <button
            type="submit"
            name="resposta"
            value="aceitar"
            disabled={pending}
            className="rounded bg-primary px-4 py-2 text-sm font-semibold text-on-primary"
          >
            Aceitar
          </button>
          <button
            type="submit"
            name="resposta"
            value="recusar"
            disabled={pending}
            className="rounded border border-gray-500 px-4 py-2 text-sm font-semibold"
          >
            Recusar
          </button>
        </>
      )}
    </form>
  );
}
