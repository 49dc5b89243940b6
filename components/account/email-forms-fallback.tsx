import { FORM_INPUT as input } from './form-message';

/**
 * ChangeEmailForm and VerificationButton as they render before any interaction, without their code: what
 * /conta shows until their chunk arrives (lazy-email-forms.tsx, decision 0054). React's server streams a
 * Suspense boundary of this size after the page (hidden until its script runs, at the end of the HTML), so
 * the page renders this in its place: nothing moves when the forms take over, and without JavaScript this
 * is the form, as the forms' own server HTML was (no action: sent, it posts to /conta and the page comes back; a
 * POST, so the password never goes into an address). Same markup as the
 * forms (email-forms.test.tsx compares both); its own ids, as the forms' stay in the page (hidden).
 */
export function ChangeEmailFallback({ atual }: { atual: string }) {
  return (
    <div className="max-w-lg">
      <form method="post" aria-label="Trocar email" noValidate>
        <p className="mb-3 text-sm text-gray-700">
          Email atual: <span className="font-medium">{atual || '—'}</span>. O novo email vale depois que você digitar o
          código que enviaremos para ele.
        </p>
        <div className="mb-3">
          <label htmlFor="troca-email-inicial-email" className="mb-1 block text-sm font-medium">
            Novo email
          </label>
          <input
            id="troca-email-inicial-email"
            name="email"
            type="email"
            autoComplete="email"
            required
            defaultValue=""
            className={input}
          />
        </div>
        <div className="mb-3">
          <label htmlFor="troca-email-inicial-senha" className="mb-1 block text-sm font-medium">
            Senha atual
          </label>
          <input
            id="troca-email-inicial-senha"
            name="senha_atual"
            type="password"
            autoComplete="current-password"
            required
            defaultValue=""
            className={input}
          />
        </div>
        <button
          type="submit"
          aria-disabled={false}
          className="rounded bg-primary px-5 py-2.5 font-semibold text-on-primary"
        >
          Trocar email
        </button>
      </form>
    </div>
  );
}

/** VerificationButton before any interaction, without its code. */
export function VerificationFallback() {
  return (
    <div className="max-w-lg">
      <button type="button" disabled={false} className="rounded border border-gray-500 px-4 py-2 text-sm font-semibold">
        Enviar código de verificação
      </button>
    </div>
  );
}
