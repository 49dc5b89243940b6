/**
 * Access gates of the supplier shell (spec 5), pure: which one (if any) covers or replaces the page.
 * Enforced by app/[supplier]/layout.tsx on the server (decision 0045 for the pages it covers).
 */
import {
  hasModuleAccess,
  requiresAddress,
  requiresSupplierChoice,
  type AccessContext,
  type SupplierTags,
} from '../rules/delivery';

/** Pages that stay reachable while a gate is up (login, account, recovery, handoff, errors, static pages). */
export const GATE_EXEMPT_PREFIXES = [
  '/entrar',
  '/conta',
  '/redefinir-senha',
  '/cadastro-em-analise',
  '/login-token',
  '/erro',
  '/pagina',
  '/termos-de-uso',
] as const;

/** The modules of the web storefront (sales channel 'Web-commerce'); 'Todos' lets every supplier in. */
export const STOREFRONT_MODULES = ['Web-commerce'] as const;

/** Path relative to the storefront base ('/emporio-bom-preco/busca' with base '/emporio-bom-preco' → '/busca'). */
export function relativePath(publicPath: string | null | undefined, base: string): string {
  const raw = (publicPath ?? '/').split(/[?#]/)[0] || '/';
  if (base && (raw === base || raw.startsWith(`${base}/`))) return raw.slice(base.length) || '/';
  return raw;
}

export function isGateExempt(path: string): boolean {
  return GATE_EXEMPT_PREFIXES.some((p) => path === p || path.startsWith(`${p}/`));
}

export type Gate = 'modulo' | 'endereco' | 'fornecedor' | null;

/**
 * Pages crawlers read (decision 0045): product, listing/search and content pages render their
 * content for every visitor; the address gate and the age gate are dialogs over it (the page
 * behind inert) instead of replacing it.
 */
const UNDER_GATE = [/^\/produto\/[^/]+$/, /^\/busca$/, /^\/pagina\/[^/]+$/];

export function rendersUnderGate(path: string): boolean {
  return UNDER_GATE.some((re) => re.test(path));
}

/**
 * The gate for this page: the supplier's modules must include the storefront's (or the list be
 * 'Todos'); then an address (has-delivery + requires-address-to-access, no idendereco nor lat);
 * then a supplier choice (requires-supplier-to-access). Exempt pages never get the last two.
 */
export function accessGate(
  supplier: { tag: SupplierTags; modulos: readonly string[] },
  ctx: AccessContext,
  path: string,
  storefrontModules: readonly string[] = STOREFRONT_MODULES,
): Gate {
  if (!hasModuleAccess(storefrontModules, supplier.modulos)) return 'modulo';
  if (isGateExempt(path)) return null;
  if (requiresAddress(supplier.tag, ctx)) return 'endereco';
  if (requiresSupplierChoice(supplier.tag, ctx)) return 'fornecedor';
  return null;
}
