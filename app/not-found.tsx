// A plain anchor, not next/link: this boundary's JavaScript loads with every page, and next/link here
// was a second copy of it (~3.3 kB gzip) beside the supplier layout's (decision 0054). From a page
// that was not found, a full load of the home page is what a person sees anyway.
export default function NotFound() {
  return (
    <main id="conteudo" className="mx-auto max-w-xl px-4 py-16 text-center">
      <h1 className="mb-3 text-2xl font-bold">Página não encontrada</h1>
      <p className="mb-6 text-gray-700">O endereço que você acessou não existe ou foi removido.</p>
      {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- next/link here costs every page ~3.3 kB (above). */}
      <a href="/" className="inline-block rounded bg-primary px-5 py-2.5 font-semibold text-on-primary">
        Voltar para a página inicial
      </a>
    </main>
  );
}
