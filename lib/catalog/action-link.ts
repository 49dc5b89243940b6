/**
 * An action link's target, kept only when it is a root-relative path of the same storefront
 * (`/produto/x`, `/busca?categoria=y`); anything else (absolute, protocol-relative, backslashes,
 * control characters, `..` tricks) → `/` (home).
 */
export function safeSupplierPath(destino: string): string {
  const d = destino.trim();
  if (!d.startsWith('/') || d.startsWith('//') || d.includes('\\') || /[\u0000-\u001f\u007f]/.test(d)) return '/';
  let url: URL;
  try {
    url = new URL(d, 'http://vitrine.invalid');
  } catch {
    return '/';
  }
  if (url.origin !== 'http://vitrine.invalid') return '/';
  const path = `${url.pathname}${url.search}${url.hash}`;
  return path.startsWith('/') && !path.startsWith('//') ? path : '/';
}
