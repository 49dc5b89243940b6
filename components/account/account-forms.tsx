'use client';

import { useActionState, useEffect, useRef, useState, useTransition } from 'react';

import { followRateLimit } from '@/lib/commerce/rate-limit';

import { answerInvitationAction, createLinkedUserAction, sendVerificationAction, updateUserAction } from './actions';

const input = 'w-full rounded border border-gray-400 px-3 py-2';

function Message({ state }: { state: { ok: boolean; mensagem: string; detalhe?: string } | null }) {
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

type Dados = {
  nome: string;
  email: string;
  telefone: string;
  razao_social: string;
  nome_fantasia: string;
  empresa: boolean;
};

/** Update registration (PUT /v1/app/usuario/{id}): 'Cadastro atualizado' or the spec's error. */
export function UpdateUserForm({ dados }: { dados: Dados }) {
  const [state, action, pending] = useActionState(updateUserAction, null);
  // HTTP 429 → the too-many-request page.
  useEffect(() => void followRateLimit(state), [state]);
  return (
    <form action={action} aria-label="Atualizar cadastro" className="max-w-lg">
      <Message state={state} />
      {(
        [
          ['nome', 'Nome', 'text'],
          ['email', 'Email', 'email'],
          ['telefone', 'Telefone', 'tel'],
          ...(dados.empresa
            ? ([
                ['razao_social', 'Razão social', 'text'],
                ['nome_fantasia', 'Nome fantasia', 'text'],
              ] as const)
            : []),
        ] as const
      ).map(([name, label, type]) => (
        <div key={name} className="mb-3">
          <label htmlFor={`conta-${name}`} className="mb-1 block text-sm font-medium">
            {label}
          </label>
          <input id={`conta-${name}`} name={name} type={type} defaultValue={dados[name]} className={input} />
        </div>
      ))}
      <fieldset className="mb-3 rounded border border-gray-200 p-3">
        <legend className="px-1 text-sm font-medium">Trocar senha (opcional)</legend>
        <label htmlFor="conta-senha-atual" className="mb-1 block text-sm">
          Senha atual
        </label>
        <input
          id="conta-senha-atual"
          name="senha_atual"
          type="password"
          autoComplete="current-password"
          className={`${input} mb-2`}
        />
        <label htmlFor="conta-senha" className="mb-1 block text-sm">
          Nova senha
        </label>
        <input id="conta-senha" name="senha" type="password" autoComplete="new-password" className={input} />
      </fieldset>
      <button type="submit" disabled={pending} className="rounded bg-primary px-5 py-2.5 font-semibold text-on-primary">
        Salvar cadastro
      </button>
    </form>
  );
}

export function VerificationButton() {
  const [msg, setMsg] = useState<{ ok: boolean; mensagem: string } | null>(null);
  const [pending, start] = useTransition();
  return (
    <div>
      <Message state={msg} />
      <button
        type="button"
        disabled={pending}
        className="rounded border border-gray-500 px-4 py-2 text-sm font-semibold"
        onClick={() =>
          start(async () => {
            const r = await sendVerificationAction();
            if (followRateLimit(r)) return;
            setMsg(
              r.ok
                ? { ok: true, mensagem: `Código de verificação enviado para ${r.destino}` }
                : { ok: false, mensagem: r.erro },
            );
          })
        }
      >
        Enviar código de verificação
      </button>
    </div>
  );
}

/**
 * Invites a user by email (decision 0028): 'Convite enviado para …'. Controlled fields: a refusal
 * keeps what was typed; a sent invitation clears them and puts the cursor back in the email field.
 */
export function CreateLinkedUserForm() {
  const [email, setEmail] = useState('');
  const [nome, setNome] = useState('');
  const [state, action, pending] = useActionState(async (...args: Parameters<typeof createLinkedUserAction>) => {
    const r = await createLinkedUserAction(...args);
    if (r?.ok) {
      setEmail('');
      setNome('');
    }
    return r;
  }, null);
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
      <input id="vinculado-nome" name="nome" className={input} value={nome} onChange={(e) => setNome(e.target.value)} />
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
  const [state, action, pending] = useActionState(answerInvitationAction, null);
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
