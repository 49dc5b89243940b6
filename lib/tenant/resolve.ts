/**
 * Supplier resolution: a pure decision from (host, path, query, settings, lookup) to an action.
 * The middleware executes the action; this module never touches `next/server`.
 */
import { parseHost } from './host';
import { ID_OR_SLUG_RE, isServable, type ResolvedSupplier } from './supplier';

export type { ResolvedSupplier } from './supplier';

export type TenantSettings = {
  /** Normalized hosts on which the first path segment names the supplier. */
  sharedHosts: readonly string[];
  /** White-label mode: only this slug is served. */
  whiteLabelSupplier?: string;
  /** Absolute URL of the provider home; derived from the request when absent. */
  providerHomeUrl?: string;
  /** Used to build supplier origins (`supplierOrigin`). */
  publicProtocol: 'http' | 'https';
  publicPort: string;
};

export type TenantLookup = {
  byHost(host: string): Promise<ResolvedSupplier | null>;
  byIdOrSlug(idOrSlug: string): Promise<ResolvedSupplier | null>;
};

export type ResolveInput = {
  /** Raw Host header (may carry a port). */
  host: string;
  /** Protocol of the incoming request, for same-host redirects. */
  protocol: 'http' | 'https';
  pathname: string;
  searchParams: URLSearchParams;
  settings: TenantSettings;
  lookup: TenantLookup;
};

export type TenantAction =
  /** Shared host root: the provider home (app/page.tsx), no supplier. */
  | { kind: 'provider-home' }
  /** Serve `pathname` (always `/<slug>…`) with the supplier headers. */
  | { kind: 'rewrite'; pathname: string; supplier: ResolvedSupplier; base: '' | `/${string}` }
  | { kind: 'redirect'; location: string; status: 307 | 308 }
  /** The configured white-label supplier cannot be resolved: answer 503 instead of looping. */
  | { kind: 'unavailable'; reason: string }
  /** A malformed Host header (or path): 400, nothing is looked up and no Location names it. */
  | { kind: 'bad-request'; reason: string };

export const FORCE_PARAM = 'fselecionado';

function splitPath(pathname: string): { seg: string | undefined; rest: string } {
  const parts = pathname.split('/');
  const seg = parts[1] ? parts[1] : undefined;
  const rest = parts.length > 2 ? `/${parts.slice(2).join('/')}` : '';
  return { seg, rest };
}

function searchString(params: URLSearchParams, drop?: string): string {
  const copy = new URLSearchParams(params);
  if (drop) copy.delete(drop);
  const s = copy.toString();
  return s ? `?${s}` : '';
}

export function originOf(supplier: Pick<ResolvedSupplier, 'dominio'>, settings: TenantSettings): string {
  const port = settings.publicPort ? `:${settings.publicPort}` : '';
  return `${settings.publicProtocol}://${supplier.dominio}${port}`;
}

export async function resolveTenant(input: ResolveInput): Promise<TenantAction> {
  const { settings, lookup, searchParams, protocol } = input;
  const parsed = parseHost(input.host);
  if (!parsed) return { kind: 'bad-request', reason: 'host' };
  // Redirects name only hosts we serve: a shared host, or a domain of the supplier found for it.
  const { hostWithPort, name: host } = parsed;
  const shared = settings.sharedHosts.includes(host);
  const sameHost = (path: string, search = '') => `${protocol}://${hostWithPort}${path || '/'}${search}`;
  const redirect = (location: string, status: 307 | 308 = 307): TenantAction => ({
    kind: 'redirect',
    location,
    status,
  });

  const portSuffix = settings.publicPort ? `:${settings.publicPort}` : '';
  const fallbackShared = settings.sharedHosts[0] ?? 'localhost';
  const providerHome =
    settings.providerHomeUrl ??
    (shared ? sameHost('/') : `${settings.publicProtocol}://${fallbackShared}${portSuffix}/`);

  const ownSupplier = async (): Promise<ResolvedSupplier | null> => {
    const found = await lookup.byHost(host);
    return isServable(found) && found.domains.includes(host) ? found : null;
  };

  // 1. A leading /commerce prefix is stripped (on a host we serve; elsewhere, the provider home).
  const pathname = input.pathname || '/';
  if (pathname === '/commerce' || pathname.startsWith('/commerce/')) {
    if (!shared && !(await ownSupplier())) return redirect(providerHome);
    return redirect(sameHost(pathname.slice('/commerce'.length) || '/', searchString(searchParams)), 308);
  }

  const byId = async (idOrSlug: string) =>
    ID_OR_SLUG_RE.test(idOrSlug) ? lookup.byIdOrSlug(idOrSlug.toLowerCase()) : null;

  // 2. White-label mode: the one supplier, wherever the request lands.
  let whiteLabel: ResolvedSupplier | null = null;
  if (settings.whiteLabelSupplier) {
    whiteLabel = await byId(settings.whiteLabelSupplier);
    if (!isServable(whiteLabel)) {
      return { kind: 'unavailable', reason: `white-label supplier ${settings.whiteLabelSupplier} not found` };
    }
  }
  const wl = whiteLabel;
  const home = (): TenantAction => {
    if (!wl) return redirect(providerHome);
    return redirect(shared ? sameHost(`/${wl.slug}`) : `${originOf(wl, settings)}/`);
  };
  const allowed = (s: ResolvedSupplier) => !wl || wl.id === s.id;

  const forcedRaw = searchParams.get(FORCE_PARAM)?.trim();
  const forced = forcedRaw ? await byId(forcedRaw) : undefined;
  if (forcedRaw && (!isServable(forced) || !allowed(forced))) return home();

  const { seg, rest } = splitPath(pathname);

  if (shared) {
    // 3a. Shared host: the first segment is the supplier (slug or UUID); `/` is the provider home.
    if (isServable(forced)) {
      if (seg !== forced.slug) {
        return redirect(sameHost(`/${forced.slug}${rest}`, searchString(searchParams, FORCE_PARAM)));
      }
    }
    if (!seg) return wl ? home() : { kind: 'provider-home' };
    const supplier = await byId(seg);
    if (!isServable(supplier) || !allowed(supplier)) return home();
    if (seg !== supplier.slug) {
      // UUID (or differently cased slug) → the canonical slug URL.
      return redirect(sameHost(`/${supplier.slug}${rest}`, searchString(searchParams)), 308);
    }
    return { kind: 'rewrite', pathname: `/${supplier.slug}${rest}`, supplier, base: `/${supplier.slug}` };
  }

  // 3b. A supplier's own host: URLs carry no supplier prefix.
  const supplier = await ownSupplier();
  if (!supplier) {
    if (isServable(forced))
      return redirect(`${originOf(forced, settings)}${pathname}${searchString(searchParams, FORCE_PARAM)}`);
    return home();
  }
  if (!allowed(supplier)) return home();
  if (isServable(forced) && forced.id !== supplier.id) {
    return redirect(`${originOf(forced, settings)}${pathname}${searchString(searchParams, FORCE_PARAM)}`);
  }
  if (seg && (seg.toLowerCase() === supplier.slug || seg.toLowerCase() === supplier.id)) {
    // `/<own slug>/x` on the own domain → `/x`.
    return redirect(sameHost(rest || '/', searchString(searchParams)), 308);
  }
  return {
    kind: 'rewrite',
    pathname: `/${supplier.slug}${pathname === '/' ? '' : pathname}`,
    supplier,
    base: '',
  };
}
