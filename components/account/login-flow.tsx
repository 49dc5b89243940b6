'use client';

import { lazy, Suspense, useEffect, useId, useRef, useState, useTransition, type FormEvent } from 'react';

import { requestMainFocus } from '@/components/ui/focus-main';
import { useHeldSubmit } from '@/components/ui/held-submit';
import { PhoneInput } from '@/components/ui/phone-input';
import type { TaxOfficeData } from '@/lib/contract/identity';
import { classifyLogin, recognisedLogin } from '@/lib/rules/login';
import { requestSessionCheck } from '@/lib/session/events';
import { clearForLogin } from '@/stores/session-store';

import { ClientCharacteristicFields } from './client-characteristic-fields';
import { loginAction, lookupAction, representativeLoginAction, type LookupResult } from './login-actions';
import { loginFieldError, maskLogin, registrationFields, stepAfterLookup, type Step } from './login-steps';
import { recoverPasswordAction } from './password-actions';
import { registerAction, taxOfficeAction } from './registration-actions';

type Found = Extract<LookupResult, { ok: true }>;

const CompanyTaxFields = lazy(() => import('./company-tax-fields'));

const EMPTY_REGISTRATION = {
  nome: '',
  email: '',
  cpf: '',
  telefone: '',
  razao_social: '',
  nome_fantasia: '',
  senha: '',
  inscricao_estadual: '',
  ie_isento: false,
  regime_tributario: '',
};
type Registration = typeof EMPTY_REGISTRATION;

const RECEITA_FILLED = 'Dados preenchidos pela Receita Federal. Confira.';
const RECEITA_NOT_FOUND = 'CNPJ não encontrado na Receita Federal. Preencha os dados da empresa.';

/** The tax office's data where the person typed nothing yet: what they typed is never overwritten. */
function withTaxOffice(reg: Registration, r: TaxOfficeData): Registration {
  return {
    ...reg,
    razao_social: reg.razao_social || r.razao_social,
    nome_fantasia: reg.nome_fantasia || (r.nome_fantasia ?? ''),
    nome: reg.nome || (r.nome_fantasia ?? r.razao_social),
    telefone: reg.telefone || (r.telefone ?? ''),
    email: reg.email || (r.email ?? ''),
  };
}

const input = 'w-full rounded border border-gray-400 px-3 py-2 text-gray-900';
const primary = 'w-full rounded bg-primary px-4 py-2.5 font-semibold text-on-primary disabled:opacity-60';
const linkBtn = 'text-sm font-semibold underline underline-offset-4';

/**
 * A labelled input. `hint`: what the field recognised, in a polite live region the input is
 * described by (announced when it changes, read again with the field).
 */
function Field({ label, hint, ...props }: { label: string; hint?: string | null } & React.ComponentProps<'input'>) {
  const id = useId();
  const hintId = `${id}-reconhecido`;
  return (
    <div className="mb-3">
      <label htmlFor={id} className="mb-1 block text-sm font-medium">
        {label}
      </label>
      <input
        id={id}
        type="text"
        className={input}
        {...props}
        {...(hint !== undefined ? { 'aria-describedby': hintId } : {})}
      />
      {hint !== undefined && (
        <p id={hintId} aria-live="polite" className="mt-1 min-h-5 text-sm text-gray-700">
          {hint ?? ''}
        </p>
      )}
    </div>
  );
}

/** The sign-up's phone, laid out as Field, with the storefront's phone mask. */
function PhoneField({ value, onValueChange }: { value: string; onValueChange: (masked: string) => void }) {
  const id = useId();
  return (
    <div className="mb-3">
      <label htmlFor={id} className="mb-1 block text-sm font-medium">
        Telefone
      </label>
      <PhoneInput id={id} name="telefone" value={value} onValueChange={onValueChange} className={input} />
    </div>
  );
}

export type LoginFlowProps = {
  voltar: string;
  initialLogin?: string;
  /** Only a supplier with representatives offers 'Sou representante'. */
  representantes?: boolean;
  /** The supplier sells only to companies: a document that is not a CNPJ is 'CNPJ inválido'. */
  somenteEmpresas?: boolean;
};

/**
 * One field (email, CPF, CNPJ numeric or alphanumeric, foreign document), then the password or
 * the registration step. `voltar` is the page to return to (relative to the storefront base).
 */
export function LoginFlow({
  voltar,
  initialLogin = '',
  representantes = false,
  somenteEmpresas = false,
}: LoginFlowProps) {
  const [step, setStep] = useState<Step>('login');
  const [login, setLogin] = useState(maskLogin(initialLogin));
  const loginField = useRef<HTMLInputElement>(null);
  const [found, setFound] = useState<Found | null>(null);
  const [erro, setErro] = useState<string | null>(null);
  const [info, setInfo] = useState<{ titulo?: string; mensagem: string; destino?: string } | null>(null);
  const [pending, startTransition] = useTransition();
  const [reg, setReg] = useState<Registration>(EMPTY_REGISTRATION);
  // The tax office's answer for the CNPJ of the sign-up: its address (shown, CEP first) and what was announced.
  const [receita, setReceita] = useState<{ endereco: TaxOfficeData['endereco'] | null; aviso: string } | null>(null);
  // The CNPJ last looked up: one call per CNPJ typed, not one per keystroke.
  const lookedUp = useRef('');
  // The supplier's client characteristics (spec 7) and their answers, by idcaracteristica.
  const [respostas, setRespostas] = useState<Record<string, string>>({});
  const [errosCaracteristicas, setErrosCaracteristicas] = useState<Record<string, string>>({});
  // Hydrating over the server-rendered first step (lazy-login-flow.tsx, decision 0054): the text typed before
  // stays in the field but not in the state, which takes it, or "Continuar" would send the login it started
  // with; and the focus, lost to <body> when React's server moved the boundary into place with the autofocused
  // field, goes back to the field unless the person already put it elsewhere.
  useEffect(() => {
    const typed = loginField.current?.value ?? '';
    if (typed) setLogin((l) => (l === typed ? l : maskLogin(typed)));
    const active = document.activeElement;
    if (!active || active === document.body) loginField.current?.focus();
  }, []);
  // "Continuar" sent before then was held (early-submit.ts): sent again once the state has the login typed.
  useHeldSubmit(loginField);

  const go = (destino: string) => {
    clearForLogin();
    // The page after the login opens with the focus on its content (its h1), not on <body>.
    requestMainFocus();
    window.location.assign(destino);
  };

  const submitLogin = (e: FormEvent) => {
    e.preventDefault();
    const problem = loginFieldError(login, somenteEmpresas);
    if (problem) {
      setErro(problem);
      // Back to what needs fixing, with what was typed.
      loginField.current?.focus();
      return;
    }
    setErro(null);
    startTransition(async () => {
      const r = await lookupAction(login);
      if (!r.ok) {
        if (r.destino) return go(r.destino);
        setErro(r.erro);
        return;
      }
      setFound(r);
      const next = stepAfterLookup(r.existe);
      if (next === 'cadastro') {
        const fields = registrationFields(r.tipo);
        let base: Registration = { ...EMPTY_REGISTRATION, email: r.tipo === 'EMAIL' ? r.valor : '' };
        setReceita(null);
        lookedUp.current = '';
        if (fields.empresa) {
          lookedUp.current = r.valor;
          const d = await taxOfficeAction(r.valor);
          if (d) base = withTaxOffice(base, d);
          setReceita({ endereco: d?.endereco ?? null, aviso: d ? RECEITA_FILLED : RECEITA_NOT_FOUND });
        }
        setReg(base);
        setRespostas({});
        setErrosCaracteristicas({});
      }
      setStep(next);
    });
  };

  const submitPassword = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const senha = String(new FormData(e.currentTarget).get('senha') ?? '');
    startTransition(async () => {
      const r = await loginAction(login, senha, voltar);
      if (!r.ok) {
        if (r.destino) return go(r.destino);
        setErro(r.erro);
        return;
      }
      if (r.pendente && r.mensagem) setInfo({ mensagem: r.mensagem, destino: r.destino });
      go(r.destino);
    });
  };

  const submitRegistration = async (e: FormEvent) => {
    e.preventDefault();
    if (!found) return;
    const cpf = registrationFields(found.tipo).pedeDocumento ? reg.cpf : login;
    if (registrationFields(found.tipo).pedeDocumento) {
      const problem = loginFieldError(cpf, somenteEmpresas);
      if (problem) {
        setErro(problem);
        return;
      }
    }
    // The required characteristics answered before anything is sent (the API checks them again).
    const defs = found.caracteristicas ?? [];
    const answers = defs.map((d) => ({
      idcaracteristica: d.idcaracteristica,
      valor: respostas[d.idcaracteristica] ?? '',
    }));
    // The rule loads only where the supplier asks characteristics (out of /entrar's first load).
    const checked =
      defs.length > 0
        ? (await import('@/lib/rules/client-characteristics')).checkClientCharacteristics(defs, answers)
        : ({ ok: true } as const);
    if (!checked.ok) {
      setErro(checked.mensagem);
      setErrosCaracteristicas(checked.campos);
      const first = Object.keys(checked.campos)[0];
      if (first) document.getElementById(`cadastro-caracteristica-${first}`)?.focus();
      return;
    }
    setErro(null);
    setErrosCaracteristicas({});
    startTransition(async () => {
      const { inscricao_estadual, ie_isento, regime_tributario, ...pessoa } = reg;
      const empresa = classifyLogin(cpf);
      const r = await registerAction(
        {
          ...pessoa,
          cpf,
          ...(empresa.ok && empresa.tipo === 'CNPJ'
            ? { regime_tributario, ...(ie_isento ? { ie_isento } : { inscricao_estadual }) }
            : {}),
          ...(defs.length ? { caracteristicas: answers.filter((a) => a.valor.trim() !== '') } : {}),
        },
        voltar,
      );
      if (!r.ok) {
        if (r.destino) return go(r.destino);
        setErro(r.erro);
        if (r.campos) setErrosCaracteristicas(r.campos);
        return;
      }
      // The end of sign-up says so (spec 8's pending messages, or the welcome of an account approved
      // at once); "Continuar" then opens the page the shopper came from, with the new account.
      setInfo({ titulo: r.titulo, mensagem: r.mensagem ?? '', destino: r.destino });
      setStep(r.pendente ? 'pendente' : 'bem-vindo');
      // The new account is logged in: the header shows it now, on this page, without a reload.
      requestSessionCheck();
    });
  };

  const recover = () => {
    startTransition(async () => {
      const r = await recoverPasswordAction(found?.valor ?? login);
      if (!r.ok) {
        if (r.destino) return go(r.destino);
        setErro(r.erro);
        return;
      }
      setErro(null);
      setInfo({ mensagem: `Enviamos um link para redefinir sua senha para ${r.email}.` });
      setStep('recuperado');
    });
  };

  const submitRepresentative = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const data = new FormData(e.currentTarget);
    startTransition(async () => {
      const r = await representativeLoginAction(String(data.get('email') ?? ''), String(data.get('senha') ?? ''));
      if (!r.ok) {
        if (r.destino) return go(r.destino);
        setErro(r.erro);
        return;
      }
      go(r.destino);
    });
  };

  const error = erro ? (
    <p role="alert" className="mb-3 rounded border border-red-300 bg-red-50 px-3 py-2 text-sm text-red-800">
      {erro}
    </p>
  ) : null;

  if ((step === 'pendente' || step === 'bem-vindo') && info) {
    return (
      <div>
        <div role="status">
          {info.titulo && <p className="mb-2 font-semibold">{info.titulo}</p>}
          <p className="mb-4">{info.mensagem}</p>
        </div>
        {info.destino && (
          // The form that had the focus is gone: the next thing to do takes it.
          <button type="button" autoFocus className={primary} onClick={() => go(info.destino!)}>
            {step === 'bem-vindo' ? 'Continuar comprando' : 'Continuar'}
          </button>
        )}
      </div>
    );
  }

  if (step === 'recuperado' && info) {
    return (
      <div role="status">
        <p className="mb-4">{info.mensagem}</p>
        <button type="button" className={linkBtn} onClick={() => setStep('senha')}>
          Voltar
        </button>
      </div>
    );
  }

  if (step === 'representante') {
    return (
      <form key="representante" onSubmit={submitRepresentative} noValidate>
        <p className="mb-3 text-sm text-gray-700">Acesso de representante (consultor).</p>
        {error}
        <Field label="Email do representante" name="email" type="email" autoComplete="username" required />
        <Field label="Senha" name="senha" type="password" autoComplete="current-password" required />
        <button type="submit" className={primary} disabled={pending}>
          Entrar como representante
        </button>
        <button type="button" className={`${linkBtn} mt-3`} onClick={() => (setErro(null), setStep('login'))}>
          Sou cliente
        </button>
      </form>
    );
  }

  if (step === 'senha' && found) {
    return (
      // Each step is its own form (key): React must not reuse the login's input as the password's, which kept
      // what was typed in it.
      <form key="senha" onSubmit={submitPassword} noValidate>
        {/* Password managers pair the password with the login they read here. */}
        <input type="text" name="username" autoComplete="username" value={login} readOnly hidden />
        <p className="mb-3">
          Olá{found.nome ? `, ${found.nome}` : ''}! Digite sua senha para <strong>{login}</strong>.
        </p>
        {error}
        <Field label="Senha" name="senha" type="password" autoComplete="current-password" required autoFocus />
        <button type="submit" className={primary} disabled={pending}>
          Entrar
        </button>
        <div className="mt-3 flex justify-between gap-4">
          <button type="button" className={linkBtn} onClick={() => (setErro(null), setStep('login'))}>
            Trocar login
          </button>
          <button type="button" className={linkBtn} onClick={recover} disabled={pending}>
            Esqueci minha senha
          </button>
        </div>
      </form>
    );
  }

  if (step === 'cadastro' && found) {
    const f = registrationFields(found.tipo);
    const set = (k: keyof typeof reg) => (e: React.ChangeEvent<HTMLInputElement | HTMLSelectElement>) =>
      setReg({ ...reg, [k]: e.target.value });
    const typed = f.pedeDocumento ? classifyLogin(reg.cpf) : null;
    // An email login that types a CNPJ signs a company up too.
    const empresa = f.empresa || (typed?.ok === true && typed.tipo === 'CNPJ');
    const typeDocument = (e: React.ChangeEvent<HTMLInputElement>) => {
      const cpf = maskLogin(e.target.value);
      setReg((r) => ({ ...r, cpf }));
      const c = classifyLogin(cpf);
      if (!c.ok || c.tipo !== 'CNPJ' || c.valor === lookedUp.current) return;
      lookedUp.current = c.valor;
      void taxOfficeAction(c.valor).then((d) => {
        // The person may have typed another CNPJ meanwhile: only the last one's answer counts.
        if (lookedUp.current !== c.valor) return;
        if (d) setReg((r) => withTaxOffice(r, d));
        setReceita({ endereco: d?.endereco ?? null, aviso: d ? RECEITA_FILLED : RECEITA_NOT_FOUND });
      });
    };
    const endereco = empresa ? receita?.endereco : null;
    return (
      <form key="cadastro" onSubmit={submitRegistration} noValidate aria-label="Cadastro">
        <p className="mb-3">
          Não encontramos <strong>{login}</strong>. Crie seu cadastro:
        </p>
        {error}
        {f.pedeDocumento && (
          <Field
            label="CPF ou CNPJ"
            name="cpf"
            value={reg.cpf}
            onChange={typeDocument}
            hint={recognisedLogin(reg.cpf, somenteEmpresas)}
            required
          />
        )}
        <p role="status" className="mb-3 text-sm text-gray-700 empty:hidden">
          {empresa ? receita?.aviso : ''}
        </p>
        {empresa && (
          <>
            <Field
              label="Razão social"
              name="razao_social"
              value={reg.razao_social}
              onChange={set('razao_social')}
              required
            />
            <Field
              label="Nome fantasia"
              name="nome_fantasia"
              value={reg.nome_fantasia}
              onChange={set('nome_fantasia')}
            />
            {/* Loaded when a company signs up (React.lazy): /entrar's first load stays within budget. */}
            <Suspense fallback={null}>
              <CompanyTaxFields
                endereco={endereco ?? null}
                inscricao={reg.inscricao_estadual}
                isento={reg.ie_isento}
                regime={reg.regime_tributario}
                onChange={(v) => setReg((r) => ({ ...r, ...v }))}
              />
            </Suspense>
          </>
        )}
        <Field
          label={empresa ? 'Nome do responsável' : 'Nome completo'}
          name="nome"
          value={reg.nome}
          onChange={set('nome')}
          autoComplete="name"
          required
        />
        {f.pedeEmail && (
          <Field
            label="Email"
            name="email"
            type="email"
            value={reg.email}
            onChange={set('email')}
            autoComplete="email"
            required
          />
        )}
        <PhoneField value={reg.telefone} onValueChange={(telefone) => setReg({ ...reg, telefone })} />
        <ClientCharacteristicFields
          defs={found.caracteristicas ?? []}
          values={respostas}
          onChange={(id, valor) => setRespostas((r) => ({ ...r, [id]: valor }))}
          erros={errosCaracteristicas}
          idPrefix="cadastro-caracteristica"
        />
        <Field
          label="Crie uma senha"
          name="senha"
          type="password"
          value={reg.senha}
          onChange={set('senha')}
          autoComplete="new-password"
          required
        />
        <button type="submit" className={primary} disabled={pending}>
          Cadastrar
        </button>
        <button type="button" className={`${linkBtn} mt-3`} onClick={() => (setErro(null), setStep('login'))}>
          Trocar login
        </button>
      </form>
    );
  }

  return (
    <form key="login" onSubmit={submitLogin} noValidate data-lazy-submit="">
      {/* Sent before the page's script runs, the form GETs this page again: the way back must go with the login. */}
      <input type="hidden" name="voltar" value={voltar} />
      {error}
      <Field
        label="Email, CPF ou CNPJ"
        name="login"
        value={login}
        onChange={(e) => setLogin(maskLogin(e.target.value))}
        hint={recognisedLogin(login, somenteEmpresas)}
        ref={loginField}
        autoComplete="username"
        inputMode="text"
        required
        autoFocus
      />
      <button type="submit" className={primary} disabled={pending}>
        Continuar
      </button>
      {representantes && (
        <button type="button" className={`${linkBtn} mt-3`} onClick={() => (setErro(null), setStep('representante'))}>
          Sou representante
        </button>
      )}
    </form>
  );
}
