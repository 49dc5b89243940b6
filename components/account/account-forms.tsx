'use client';

import { useActionState, useEffect, useRef, useState, type FormEvent } from 'react';

import { PhoneInput } from '@/components/ui/phone-input';
import { usePermalink } from '@/components/ui/postback-form';
import { followRateLimit } from '@/lib/commerce/rate-limit';
import type { ClientCharacteristic } from '@/lib/contract/identity';

import { characteristicAnswersFrom, ClientCharacteristicFields } from './client-characteristic-fields';
import { FORM_INPUT as input, FormMessage as Message } from './form-message';
import { updateUserAction } from './profile-actions';

type Dados = {
  nome: string;
  telefone: string;
  razao_social: string;
  nome_fantasia: string;
  empresa: boolean;
};

// The characteristics' check loads after the page, not in /conta's first load (decision 0054). A submit before it
// has arrived waits for it (below); without JavaScript the form goes to the API, which applies the same rule.
type Rules = typeof import('@/lib/rules/client-characteristics');
let rules: Rules | undefined;
const loadRules = () => import('@/lib/rules/client-characteristics').then((m) => (rules = m));

/**
 * Update registration (PUT /v1/app/usuario/{id}): 'Cadastro atualizado' or the spec's error. The
 * supplier's client characteristics (spec 7) are checked here before the form is sent (the same
 * rule the API applies): a required one left blank keeps the form as typed and its field is marked.
 */
export function UpdateUserForm({
  dados,
  caracteristicas = [],
  respostas = {},
}: {
  dados: Dados;
  caracteristicas?: readonly ClientCharacteristic[];
  /** Current answers by idcaracteristica. */
  respostas?: Record<string, string>;
}) {
  const [state, action, pending] = useActionState(updateUserAction, null, usePermalink());
  const [local, setLocal] = useState<{ mensagem: string; campos: Record<string, string> } | null>(null);
  // HTTP 429 → the too-many-request page.
  useEffect(() => void followRateLimit(state), [state]);
  useEffect(() => {
    if (caracteristicas.length > 0) void loadRules();
  }, [caracteristicas.length]);
  // A submit before the check's code has arrived is held until it has, then sent again: an early click gets the
  // same answer (message, field marked and focused, input kept) as a later one.
  const held = useRef<'waiting' | 'resubmitting' | null>(null);
  const check = (e: FormEvent<HTMLFormElement>) => {
    if (caracteristicas.length === 0) return;
    if (held.current === 'waiting') return e.preventDefault();
    if (!rules && held.current !== 'resubmitting') {
      e.preventDefault();
      held.current = 'waiting';
      const form = e.currentTarget;
      const submitter = (e.nativeEvent as SubmitEvent).submitter;
      void loadRules()
        .catch(() => undefined)
        .then(() => {
          held.current = 'resubmitting';
          form.requestSubmit(submitter);
        });
      return;
    }
    held.current = null;
    // Its code could not be loaded: the API applies the same rule.
    if (!rules) return;
    const r = rules.checkClientCharacteristics(
      caracteristicas,
      characteristicAnswersFrom(caracteristicas, new FormData(e.currentTarget)),
    );
    if (r.ok) return setLocal(null);
    e.preventDefault();
    setLocal({ mensagem: r.mensagem, campos: r.campos });
    const first = Object.keys(r.campos)[0];
    if (first) document.getElementById(`conta-caracteristica-${first}`)?.focus();
  };
  const apiCampos = (!local && state && !state.ok && state.campos) || {};
  return (
    <form action={action} onSubmit={check} noValidate aria-label="Atualizar cadastro" className="max-w-lg">
      <Message state={local ? { ok: false, mensagem: local.mensagem } : state} />
      {(
        [
          ['nome', 'Nome', 'text'],
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
          {type === 'tel' ? (
            <PhoneInput id={`conta-${name}`} name={name} defaultValue={dados[name]} className={input} />
          ) : (
            <input id={`conta-${name}`} name={name} type={type} defaultValue={dados[name]} className={input} />
          )}
        </div>
      ))}
      <ClientCharacteristicFields
        defs={caracteristicas}
        values={respostas}
        erros={local?.campos ?? apiCampos}
        idPrefix="conta-caracteristica"
      />
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
