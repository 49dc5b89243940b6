import { env } from './env';

type WithDomain = { dominio: string };

/** The supplier's public origin on its primary domain, e.g. `http://emporio.localhost:3000`. */
export function supplierOrigin(supplier: WithDomain, settings = env()): string {
  const host = supplier.dominio.trim().toLowerCase();
  const port = settings.PUBLIC_PORT ? `:${settings.PUBLIC_PORT}` : '';
  return `${settings.PUBLIC_PROTOCOL}://${host}${port}`;
}

export { supplierHref } from './supplier-href';
