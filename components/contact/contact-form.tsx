'use client';

import { useActionState, useEffect, useRef } from 'react';

import { PhoneInput } from '@/components/ui/phone-input';
import { usePermalink } from '@/components/ui/postback-form';
import { CONTACT_LIMITS } from '@/lib/contract/contact-constants';

import { sendContactAction, type ContactState } from './actions';

const FIELDS = [
  { name: 'nome', label: 'Nome', type: 'text', autoComplete: 'name', required: true },
  { name: 'email', label: 'E-mail', type: 'email', autoComplete: 'email', required: true },
  { name: 'telefone', label: 'Telefone (opcional)', type: 'tel', autoComplete: 'tel', required: false },
] as const;

/** "Fale conosco": works without JavaScript (the server action posts back to the page's permalink, decision 0042). */
export function ContactForm() {
  const [state, action, pending] = useActionState<ContactState, FormData>(sendContactAction, null, usePermalink());
  const done = useRef<HTMLDivElement>(null);
  const alert = useRef<HTMLParagraphElement>(null);
  // Sent: the keyboard lands on the confirmation; refused: on the message that says why.
  useEffect(() => {
    if (state?.ok) done.current?.focus();
    else if (state) alert.current?.focus();
  }, [state]);
  if (state?.ok) {
    return (
      <div ref={done} role="status" tabIndex={-1} className="rounded border border-green-700 bg-green-50 p-4">
        <p className="font-semibold">{state.mensagem}</p>
      </div>
    );
  }
  const v = state?.valores;
  const campos = state?.campos ?? {};
  return (
    <form action={action} noValidate className="flex max-w-xl flex-col gap-3" aria-labelledby="fale-conosco-form">
      <h2 id="fale-conosco-form" className="text-lg font-bold">
        Envie uma mensagem
      </h2>
      {state && (
        <p ref={alert} role="alert" tabIndex={-1} className="text-red-700">
          {state.mensagem}
        </p>
      )}
      {FIELDS.map((f) => (
        <div key={f.name} className="flex flex-col gap-1">
          <label htmlFor={`contato-${f.name}`} className="text-sm font-medium">
            {f.label}
          </label>
          {f.type === 'tel' ? (
            // Masked as typed; the mask's text fits the limit (at most 15 characters).
            <PhoneInput
              id={`contato-${f.name}`}
              name={f.name}
              defaultValue={v?.[f.name] ?? ''}
              aria-invalid={campos[f.name] ? true : undefined}
              aria-describedby={campos[f.name] ? `contato-${f.name}-erro` : undefined}
              className="rounded border border-gray-500 px-3 py-2"
            />
          ) : (
            <input
              id={`contato-${f.name}`}
              name={f.name}
              type={f.type}
              autoComplete={f.autoComplete}
              required={f.required}
              maxLength={CONTACT_LIMITS[f.name]}
              defaultValue={v?.[f.name] ?? ''}
              aria-invalid={campos[f.name] ? true : undefined}
              aria-describedby={campos[f.name] ? `contato-${f.name}-erro` : undefined}
              className="rounded border border-gray-500 px-3 py-2"
            />
          )}
          {campos[f.name] && (
            <p id={`contato-${f.name}-erro`} className="text-sm text-red-700">
              {campos[f.name]}
            </p>
          )}
        </div>
      ))}
      <div className="flex flex-col gap-1">
        <label htmlFor="contato-mensagem" className="text-sm font-medium">
          Mensagem
        </label>
        <textarea
          id="contato-mensagem"
          name="mensagem"
          rows={6}
          required
          maxLength={CONTACT_LIMITS.mensagem}
          defaultValue={v?.mensagem ?? ''}
          aria-invalid={campos.mensagem ? true : undefined}
          aria-describedby={campos.mensagem ? 'contato-mensagem-erro' : 'contato-mensagem-limite'}
          className="rounded border border-gray-500 px-3 py-2"
        />
        {campos.mensagem ? (
          <p id="contato-mensagem-erro" className="text-sm text-red-700">
            {campos.mensagem}
          </p>
        ) : (
          <p id="contato-mensagem-limite" className="text-sm text-gray-700">
            Até {CONTACT_LIMITS.mensagem} caracteres.
          </p>
        )}
      </div>
      <button
        type="submit"
        disabled={pending}
        className="w-fit rounded bg-primary px-6 py-2.5 font-semibold text-on-primary"
      >
        Enviar mensagem
      </button>
    </form>
  );
}
