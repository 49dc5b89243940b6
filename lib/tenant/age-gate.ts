export const AGE_COOKIE = 'maior-de-18';
export const AGE_CHECK_TAG = 'requires-age-check';

export function requiresAgeCheck(
  tags: readonly string[],
  answer: string | undefined,
): 'pergunta' | 'recusado' | 'liberado' {
  if (!tags.includes(AGE_CHECK_TAG)) return 'liberado';
  if (answer === 'sim') return 'liberado';
  return answer === 'nao' ? 'recusado' : 'pergunta';
}

/**
 * Internal page (app/[supplier]/verificacao-idade) served instead of every other page of an
 * adults-only supplier until the visitor answers 'sim': the middleware rewrites to it, so the
 * server never renders the catalog (HTML or RSC payload of any navigation) behind the gate.
 */
export const AGE_GATE_PAGE = '/verificacao-idade';

/**
 * Pages that render without the answer (they show no catalog, or are the catalog pages crawlers
 * read, decision 0045): login, account, password reset and
 * the linked-user invitation's password, an order email's unsubscribe link,
 * approval status, error pages, static pages (legal texts), handoff, route handlers (JSON, the
 * session) and the SEO files. The gate dialog is still shown on them.
 */
const EXEMPT = [
  /^\/entrar(\/|$)/,
  /^\/conta(\/|$)/,
  /^\/redefinir-senha(\/|$)/,
  /^\/convite-vinculado(\/|$)/,
  /^\/notificacoes\/descadastrar$/,
  /^\/cadastro-em-analise(\/|$)/,
  /^\/erro\//,
  /^\/pagina\//,
  // Crawlable catalog pages: rendered under the gate's dialog, the page behind inert (decision 0045).
  /^\/produto\/[^/]+$/,
  /^\/busca$/,
  /^\/login-token\//,
  /^\/api\//,
  /^\/(sitemap\.xml|robots\.txt)$/,
];

/** `path` is relative to the supplier (`/`, `/produto/x`…). */
export function ageGateExempt(path: string): boolean {
  return path === AGE_GATE_PAGE || EXEMPT.some((re) => re.test(path));
}
