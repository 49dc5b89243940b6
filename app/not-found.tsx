import Link from 'next/link';

export default function NotFound() {
  return (
    <main id="conteudo" className="mx-auto max-w-xl px-4 py-16 text-center">
      <h1 className="mb-3 text-2xl font-bold">Página não encontrada</h1>
      <p className="mb-6 text-gray-700">O endereço que você acessou não existe ou foi removido.</p>
      <Link
        href="/"
        prefetch={false}
        className="inline-block rounded bg-primary px-5 py-2.5 font-semibold text-on-primary"
      >
        Voltar para a página inicial
      </Link>
    </main>
  );
}
