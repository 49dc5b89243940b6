import type { FormEvent, Ref } from 'react';

import { FORM_INPUT as input } from './form-message';

/** One field of the request step: the client form's state and ref, or nothing (the server-rendered fallback). */
type Field = { value: string; onChange: (value: string) => void; ref: Ref<HTMLInputElement> };

/**
 * The markup of "Trocar email"'s first step and of "Enviar código de verificação": what the client forms render
 * (email-forms.tsx) and what /conta shows before their chunk arrives (email-forms-fallback.tsx), so the two cannot
 * drift. A POST with no action: sent before the form's code runs, or without JavaScript, the password never goes
 * into an address.
 */
export function ChangeEmailRequestView({
  atual,
  idPrefix,
  email,
  senha,
  campos = {},
  pending = false,
  onSubmit,
}: {
  atual: string;
  /** The fields' ids: the fallback has its own, as the form's stay in the page (hidden) until it is revealed. */
  idPrefix: string;
  email?: Field;
  senha?: Field;
  /** The API's message per field, after a refusal. */
  campos?: Record<string, string>;
  pending?: boolean;
  onSubmit?: (e: FormEvent) => void;
}) {
  const field = (name: 'email' | 'senha_atual', id: string, f: Field | undefined) => ({
    id,
    name,
    ...(f
      ? { ref: f.ref, value: f.value, onChange: (e: { target: { value: string } }) => f.onChange(e.target.value) }
      : { defaultValue: '' }),
    className: input,
    ...(campos[name] ? { 'aria-invalid': true, 'aria-describedby': `${idPrefix}-${name}-erro` } : {}),
  });
  const fieldError = (name: string) =>
    campos[name] ? (
      <p id={`${idPrefix}-${name}-erro`} className="mt-1 text-sm text-red-800">
        {campos[name]}
      </p>
    ) : null;
  return (
    <form
      method="post"
      onSubmit={onSubmit}
      aria-label="Trocar email"
      noValidate
      // The client form's alone (early-submit.ts): the fallback is replaced, not hydrated, where it shows.
      {...(onSubmit && { 'data-lazy-submit': '' })}
    >
      <p className="mb-3 text-sm text-gray-700">
        Email atual: <span className="font-medium">{atual || '—'}</span>. O novo email vale depois que você digitar o
        código que enviaremos para ele.
      </p>
      <div className="mb-3">
        <label htmlFor={`${idPrefix}-email`} className="mb-1 block text-sm font-medium">
          Novo email
        </label>
        <input type="email" autoComplete="email" required {...field('email', `${idPrefix}-email`, email)} />
        {fieldError('email')}
      </div>
      <div className="mb-3">
        <label htmlFor={`${idPrefix}-senha`} className="mb-1 block text-sm font-medium">
          Senha atual
        </label>
        <input
          type="password"
          autoComplete="current-password"
          required
          {...field('senha_atual', `${idPrefix}-senha`, senha)}
        />
        {fieldError('senha_atual')}
      </div>
      <button
        type="submit"
        aria-disabled={pending}
        className="rounded bg-primary px-5 py-2.5 font-semibold text-on-primary"
      >
        Trocar email
      </button>
    </form>
  );
}

/** "Enviar código de verificação" (VerificationButton's trigger, and its fallback without handlers). */
export function SendVerificationButton({ pending = false, onClick }: { pending?: boolean; onClick?: () => void }) {
  return (
    <button
      type="button"
      disabled={pending}
      className="rounded border border-gray-500 px-4 py-2 text-sm font-semibold"
      onClick={onClick}
    >
      Enviar código de verificação
    </button>
  );
}
