'use client';

import { useRouter } from 'next/navigation';
import { useActionState, useEffect, useTransition } from 'react';

import { usePermalink } from '@/components/ui/postback-form';

import { loginAttendantAction, logoutAttendantAction } from './actions';

/** Email and password of the supplier's attendant. */
export function AttendantLoginForm() {
  const [state, action, pending] = useActionState(loginAttendantAction, null, usePermalink());
  const router = useRouter();
  useEffect(() => {
    if (state?.ok) router.refresh();
  }, [state, router]);
  return (
    <form action={action} className="flex max-w-sm flex-col gap-2">
      {state && !state.ok && (
        <p role="alert" className="text-red-700">
          {state.mensagem}
        </p>
      )}
      <label htmlFor="atendente-email" className="text-sm font-medium">
        Email
      </label>
      <input
        id="atendente-email"
        name="email"
        type="email"
        autoComplete="username"
        required
        className="rounded border px-3 py-2"
      />
      <label htmlFor="atendente-senha" className="text-sm font-medium">
        Senha
      </label>
      <input
        id="atendente-senha"
        name="senha"
        type="password"
        autoComplete="current-password"
        required
        className="rounded border px-3 py-2"
      />
      <button
        type="submit"
        disabled={pending}
        className="mt-2 rounded bg-primary px-4 py-2.5 font-semibold text-on-primary"
      >
        Entrar como atendente
      </button>
    </form>
  );
}

/** 'Sair' of the attendant page: drops the attendant cookie and shows the login again. */
export function AttendantLogout() {
  const router = useRouter();
  const [pending, start] = useTransition();
  return (
    <button
      type="button"
      disabled={pending}
      onClick={() =>
        start(async () => {
          await logoutAttendantAction(new FormData());
          router.refresh();
        })
      }
      className="rounded border border-gray-400 px-3 py-1 text-sm font-semibold"
    >
      Sair
    </button>
  );
}
