'use client';

import { useEffect, useRef, useState, useTransition, type FormEvent } from 'react';

import { useHeldSubmit } from '@/components/ui/held-submit';
import { followRateLimit } from '@/lib/commerce/rate-limit';

import { ChangeEmailRequestView, SendVerificationButton } from './email-forms-view';
import { FORM_INPUT as input, FormMessage as Message } from './form-message';
import {
  changeEmailAction,
  confirmEmailChangeAction,
  confirmVerificationAction,
  sendVerificationAction,
} from './profile-actions';

// The account's email forms, out of /conta's first-load JavaScript (lazy-email-forms.tsx, decision 0054).
// Their request step and the verification trigger are email-forms-view.tsx, which the server-rendered fallback
// (email-forms-fallback.tsx) renders too.

type Notice = { ok: boolean; mensagem: string } | null;

/**
 * Email change (decision 0032): the new email and the current password, then the code sent to
 * the new address. The fields are the component's state and the submit is handled here (not a
 * form action, which React resets), so a refusal (wrong password, 429…) keeps what was typed;
 * focus goes to the field the API named, else to the message.
 */
export function ChangeEmailForm({ atual }: { atual: string }) {
  const [email, setEmail] = useState('');
  const [senha, setSenha] = useState('');
  const [codigo, setCodigo] = useState('');
  const [pendente, setPendente] = useState<string | null>(null);
  const [msg, setMsg] = useState<Notice>(null);
  const [campos, setCampos] = useState<Record<string, string>>({});
  const [pending, start] = useTransition();
  const emailRef = useRef<HTMLInputElement>(null);
  const senhaRef = useRef<HTMLInputElement>(null);
  const codigoRef = useRef<HTMLInputElement>(null);
  const alertRef = useRef<HTMLDivElement>(null);
  // Hydrating over the server-rendered form (lazy-email-forms.tsx, decision 0054): what was typed before stays in
  // the fields but not in the state, which takes it, or "Trocar email" would send empty fields.
  useEffect(() => {
    const typedEmail = emailRef.current?.value;
    const typedSenha = senhaRef.current?.value;
    if (typedEmail) setEmail(typedEmail);
    if (typedSenha) setSenha(typedSenha);
  }, []);
  // Sent before then, the submit was held (early-submit.ts): sent again once the state has what was typed.
  useHeldSubmit(emailRef);
  // Where focus goes once the answer is on screen (a new object each time, so a repeat moves it again).
  const [focus, setFocus] = useState<{ to: 'email' | 'senha_atual' | 'codigo' | 'mensagem' } | null>(null);
  useEffect(() => {
    if (!focus) return;
    const target = { email: emailRef, senha_atual: senhaRef, codigo: codigoRef, mensagem: alertRef }[focus.to];
    target.current?.focus();
  }, [focus]);
  const refuse = (erro: string, c: Record<string, string> = {}) => {
    setMsg({ ok: false, mensagem: erro });
    setCampos(c);
    setFocus({ to: c.email ? 'email' : c.senha_atual ? 'senha_atual' : c.codigo ? 'codigo' : 'mensagem' });
  };

  const ask = (e: FormEvent) => {
    e.preventDefault();
    if (pending) return;
    start(async () => {
      const r = await changeEmailAction({ email, senha_atual: senha });
      if (!r.ok) return refuse(r.erro, r.campos);
      setCampos({});
      setSenha('');
      setPendente(r.email_pendente);
      setMsg({ ok: true, mensagem: r.mensagem });
      setFocus({ to: 'codigo' });
    });
  };
  const confirm = (e: FormEvent) => {
    e.preventDefault();
    if (pending) return;
    start(async () => {
      const r = await confirmEmailChangeAction(codigo);
      if (!r.ok) return refuse(r.erro, r.campos);
      setCampos({});
      setPendente(null);
      setEmail('');
      setCodigo('');
      setMsg({ ok: true, mensagem: r.mensagem });
      setFocus({ to: 'mensagem' });
    });
  };
  const described = (k: string) =>
    campos[k] ? { 'aria-invalid': true, 'aria-describedby': `troca-email-${k}-erro` } : {};
  const fieldError = (k: string) =>
    campos[k] ? (
      <p id={`troca-email-${k}-erro`} className="mt-1 text-sm text-red-800">
        {campos[k]}
      </p>
    ) : null;

  return (
    <div className="max-w-lg">
      {msg && (
        <div
          ref={alertRef}
          tabIndex={-1}
          role={msg.ok ? 'status' : 'alert'}
          className={`mb-3 rounded px-3 py-2 text-sm ${msg.ok ? 'bg-green-50 text-green-800' : 'bg-red-50 text-red-800'}`}
        >
          {msg.mensagem}
        </div>
      )}
      {pendente === null ? (
        <ChangeEmailRequestView
          atual={atual}
          idPrefix="troca-email"
          email={{ value: email, onChange: setEmail, ref: emailRef }}
          senha={{ value: senha, onChange: setSenha, ref: senhaRef }}
          campos={campos}
          pending={pending}
          onSubmit={ask}
        />
      ) : (
        <form onSubmit={confirm} aria-label="Confirmar novo email" noValidate>
          <p className="mb-3 text-sm text-gray-700">Digite o código enviado para {pendente}.</p>
          <label htmlFor="troca-email-codigo" className="mb-1 block text-sm font-medium">
            Código de confirmação
          </label>
          <input
            ref={codigoRef}
            id="troca-email-codigo"
            name="codigo"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={12}
            value={codigo}
            onChange={(e) => setCodigo(e.target.value)}
            className={`${input} mb-3`}
            {...described('codigo')}
          />
          {fieldError('codigo')}
          <div className="flex gap-3">
            <button
              type="submit"
              aria-disabled={pending}
              className="rounded bg-primary px-5 py-2.5 font-semibold text-on-primary"
            >
              Confirmar novo email
            </button>
            <button
              type="button"
              className="rounded border border-gray-500 px-4 py-2 text-sm font-semibold"
              onClick={() => {
                setPendente(null);
                setMsg(null);
                setCampos({});
              }}
            >
              Usar outro email
            </button>
          </div>
        </form>
      )}
    </div>
  );
}

/** Sends a verification code to the account's email, then takes it back (a confirmed email may receive reset links). */
export function VerificationButton() {
  const [msg, setMsg] = useState<Notice>(null);
  const [sent, setSent] = useState(false);
  const [codigo, setCodigo] = useState('');
  const [pending, start] = useTransition();
  return (
    <div className="max-w-lg">
      <Message state={msg} />
      <SendVerificationButton
        pending={pending}
        onClick={() =>
          start(async () => {
            const r = await sendVerificationAction();
            if (followRateLimit(r)) return;
            if (r.ok) setSent(true);
            setMsg(
              r.ok
                ? { ok: true, mensagem: `Código de verificação enviado para ${r.destino}` }
                : { ok: false, mensagem: r.erro },
            );
          })
        }
      />
      {sent && (
        <form
          aria-label="Confirmar código de verificação"
          className="mt-3 flex flex-wrap items-end gap-3"
          onSubmit={(e) => {
            e.preventDefault();
            start(async () => {
              const r = await confirmVerificationAction(codigo);
              setMsg(r.ok ? { ok: true, mensagem: r.mensagem } : { ok: false, mensagem: r.erro });
              if (r.ok) {
                setSent(false);
                setCodigo('');
              }
            });
          }}
        >
          <div>
            <label htmlFor="verificacao-codigo" className="mb-1 block text-sm font-medium">
              Código recebido
            </label>
            <input
              id="verificacao-codigo"
              name="codigo"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={12}
              value={codigo}
              onChange={(e) => setCodigo(e.target.value)}
              className={input}
            />
          </div>
          <button
            type="submit"
            disabled={pending}
            className="rounded border border-gray-500 px-4 py-2 text-sm font-semibold"
          >
            Confirmar código
          </button>
        </form>
      )}
    </div>
  );
}
