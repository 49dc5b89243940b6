/** Test fixtures: the demo world as the middleware sees it. */
import { DEMO_SUPPLIERS } from '@/commerce-api/seed/demo-world';
import type { TenantLookup, TenantSettings } from '@/lib/tenant/resolve';
import type { ResolvedSupplier } from '@/lib/tenant/supplier';

const toResolved = (s: (typeof DEMO_SUPPLIERS)[keyof typeof DEMO_SUPPLIERS], idtema: string): ResolvedSupplier => ({
  id: s.idfornecedor,
  slug: s.slug,
  nome: s.nome,
  dominio: s.dominio,
  domains: [s.dominio, ...s.dominio_adicionais],
  idtema,
});

export const EMPORIO = toResolved(DEMO_SUPPLIERS.emporio, 'emporio');
export const ATACADO = toResolved(DEMO_SUPPLIERS.atacado, 'atacado');
/** Adults only (requires-age-check), like the seed. */
export const ADEGA: ResolvedSupplier = { ...toResolved(DEMO_SUPPLIERS.adega, 'adega'), ageCheck: true };
export const SEM_TEMA = toResolved(DEMO_SUPPLIERS.semTema, 'superon_default');
/** The API answers this host with a supplier that does not list it among its domains. */
export const MISMATCHED_HOST = 'intruso.localhost';

export const ALL = [EMPORIO, ATACADO, ADEGA, SEM_TEMA];

export function fakeLookup(): TenantLookup & { calls: string[] } {
  const calls: string[] = [];
  return {
    calls,
    async byHost(host) {
      calls.push(`host:${host}`);
      if (host === MISMATCHED_HOST) return EMPORIO;
      return ALL.find((s) => s.domains.includes(host)) ?? null;
    },
    async byIdOrSlug(idOrSlug) {
      calls.push(`id:${idOrSlug}`);
      return ALL.find((s) => s.id === idOrSlug.toLowerCase() || s.slug === idOrSlug.toLowerCase()) ?? null;
    },
  };
}

export const SETTINGS: TenantSettings = {
  sharedHosts: ['localhost', '127.0.0.1'],
  publicProtocol: 'http',
  publicPort: '3000',
};
