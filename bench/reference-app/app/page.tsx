/**
 * What a product page is measured against (bench:load): the same Next version, built with
 * `next build` and served by scripts/storefront-server.mjs, rendered per request, with no data.
 */
export const dynamic = 'force-dynamic';

export default async function ReferencePage() {
  const agora = new Date().toISOString();
  return (
    <main>
      <h1>Página de referência</h1>
      <p>Renderizada em {agora}.</p>
    </main>
  );
}
