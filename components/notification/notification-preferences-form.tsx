'use client';

import { useActionState, useEffect, useRef } from 'react';

import { usePermalink } from '@/components/ui/postback-form';
import { followRateLimit } from '@/lib/commerce/rate-limit';
import type { NotificationPreferences } from '@/lib/contract/notification';

import { saveNotificationPreferencesAction } from './actions';

/**
 * "Notificações por e-mail" (decision 0050): one checkbox per kind of order email. A server-action
 * form with the page's permalink (decision 0042), so it saves without JavaScript too; the answer
 * (with the saved kinds, which the boxes then start from) is announced and takes the focus.
 */
export function NotificationPreferencesForm({ preferencias }: NotificationPreferences) {
  const [state, action, pending] = useActionState(saveNotificationPreferencesAction, null, usePermalink());
  const message = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    void followRateLimit(state);
    if (state) message.current?.focus();
  }, [state]);
  const shown = (state && 'preferencias' in state && state.preferencias) || preferencias;
  return (
    <section aria-labelledby="notificacoes-titulo" className="max-w-lg">
      <h2 id="notificacoes-titulo" className="mb-1 text-xl font-bold">
        Notificações por e-mail
      </h2>
      <form action={action}>
        <fieldset key={shown.map((p) => +p.ativa).join('')} className="mb-3 flex flex-col gap-2">
          <legend className="mb-2 text-sm text-gray-700">Receber um e-mail quando:</legend>
          {shown.map((p) => (
            <label key={p.tipo} className="flex items-center gap-2">
              <input type="checkbox" name={`notificacao:${p.tipo}`} defaultChecked={p.ativa} />
              {p.rotulo}
            </label>
          ))}
        </fieldset>
        <button type="submit" disabled={pending} className="rounded bg-primary px-4 py-2 font-semibold text-on-primary">
          Salvar preferências de e-mail
        </button>
        {state && (
          <p ref={message} tabIndex={-1} role={state.ok ? 'status' : 'alert'} className="mt-3">
            {state.mensagem}
          </p>
        )}
      </form>
    </section>
  );
}
