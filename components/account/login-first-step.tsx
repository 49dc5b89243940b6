import { recognisedLogin } from '@/lib/rules/login';

import type { LoginFlowProps } from './login-flow';
import { maskLogin } from './login-steps';

/**
 * LoginFlow's first step as it renders before any interaction, without its code: what /entrar shows until
 * the flow's chunk arrives (lazy-login-flow.tsx, decision 0054). React's server streams a Suspense
 * boundary of this size after the page (hidden until its script runs, at the end of the HTML), so the page
 * renders this in its place: nothing moves or blinks when the flow takes over. Same markup as the flow
 * (login-first-step.test.tsx compares both); its own ids, the flow's come from useId.
 */
export function LoginFirstStep({
  voltar,
  initialLogin = '',
  representantes = false,
  somenteEmpresas = false,
}: LoginFlowProps) {
  const login = maskLogin(initialLogin);
  return (
    <form noValidate>
      <input type="hidden" name="voltar" value={voltar} />
      <div className="mb-3">
        <label htmlFor="login-inicial" className="mb-1 block text-sm font-medium">
          Email, CPF ou CNPJ
        </label>
        <input
          id="login-inicial"
          type="text"
          className="w-full rounded border border-gray-400 px-3 py-2 text-gray-900"
          name="login"
          defaultValue={login}
          autoComplete="username"
          inputMode="text"
          required
          autoFocus
          aria-describedby="login-inicial-reconhecido"
        />
        <p id="login-inicial-reconhecido" aria-live="polite" className="mt-1 min-h-5 text-sm text-gray-700">
          {recognisedLogin(login, somenteEmpresas) ?? ''}
        </p>
      </div>
      <button
        type="submit"
        className="w-full rounded bg-primary px-4 py-2.5 font-semibold text-on-primary disabled:opacity-60"
      >
        Continuar
      </button>
      {representantes && (
        <button type="button" className="text-sm font-semibold underline underline-offset-4 mt-3">
          Sou representante
        </button>
      )}
    </form>
  );
}
