import type { Metadata } from 'next';
import { notFound, redirect } from 'next/navigation';

import { representativeAccess, representativeClients } from '@/lib/commerce/identity';
import { loadStorefront } from '@/lib/commerce/storefront';
import { formatDocument, normalizeDocument } from '@/lib/rules/documents';
import { maskLoginInput } from '@/lib/rules/login';
import { getSession } from '@/lib/session/server';
import { supplierHref } from '@/lib/supplier-url';
import { storefrontContext } from '@/lib/tenant/request';

export const metadata: Metadata = { title: 'Clientes do representante', robots: { index: false, follow: false } };

type Props = {
  params: Promise<{ supplier: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

/** The representative's portfolio with search; 'Atender' switches the client the session acts for. */
export default async function RepresentativeClientsPage({ params, searchParams }: Props) {
  const [{ supplier: slug }, sp, { base }] = await Promise.all([params, searchParams, storefrontContext()]);
  const storefront = await loadStorefront(slug);
  if (!storefront) notFound();
  const idf = storefront.supplier.idfornecedor;
  const session = await getSession();
  if (!session.token || session.kind !== 'representante' || session.idfornecedor !== idf) {
    redirect(supplierHref(base, '/entrar?voltar=%2Fconta%2Fclientes'));
  }
  const busca = typeof sp.busca === 'string' ? sp.busca.slice(0, 100) : '';
  // A document searched for goes to the API unmasked and is shown back masked.
  const looksLikeDocument = /^[\d.\-/\s]+$/.test(busca) || /^\d{2}[0-9A-Za-z.\-/]*$/.test(busca.trim());
  const query = looksLikeDocument ? normalizeDocument(busca) : busca;
  let data;
  try {
    const acesso = await representativeAccess(session.token!, idf);
    const { clientes } = await representativeClients(
      session.token!,
      idf,
      acesso.representante.idusuario,
      query || undefined,
    );
    data = { acesso, clientes };
  } catch {
    data = null;
  }
  if (!data || !data.acesso.acesso) {
    return (
      <section>
        <h1 className="mb-4 text-2xl font-bold">Clientes</h1>
        <p role="alert">Sem acesso à carteira de clientes deste fornecedor.</p>
      </section>
    );
  }
  return (
    <section className="flex flex-col gap-6">
      <h1 className="text-2xl font-bold">Clientes de {data.acesso.representante.nome}</h1>
      <form method="get" role="search" aria-label="Buscar clientes" className="flex max-w-lg gap-2">
        <label htmlFor="busca-clientes" className="sr-only">
          Buscar cliente
        </label>
        <input
          type="text"
          id="busca-clientes"
          name="busca"
          defaultValue={looksLikeDocument ? maskLoginInput(query) : busca}
          placeholder="Nome, email ou documento"
          className="flex-1 rounded border border-gray-400 px-3 py-2"
        />
        <button type="submit" className="rounded bg-primary px-4 py-2 font-semibold text-on-primary">
          Buscar
        </button>
      </form>
      {sp.erro && <p role="alert">Não foi possível atender este cliente.</p>}
      {data.clientes.length === 0 ? (
        <p>Nenhum cliente encontrado.</p>
      ) : (
        <ul
          aria-label="Clientes"
          className="flex max-w-2xl flex-col divide-y divide-gray-200 rounded border border-gray-200"
        >
          {data.clientes.map((c) => (
            <li key={c.idcliente} className="flex flex-wrap items-center gap-3 px-4 py-3">
              <span className="flex-1">
                <span className="block font-semibold">{c.nome}</span>
                {c.cpf && (
                  <span className="block text-sm text-gray-700">{formatDocument(c.cpf, c.tipo_documento)}</span>
                )}
                <span className="block text-sm text-gray-700">
                  {c.razao_social ?? c.email}
                  {data.acesso.clienteAtual === c.idcliente ? ' · atendendo agora' : ''}
                  {c.cadastro_aprovado ? '' : ' · cadastro em análise'}
                </span>
              </span>
              <form method="post" action={supplierHref(base, '/api/sessao/atender')}>
                <input type="hidden" name="idcliente" value={c.idcliente} />
                <button
                  type="submit"
                  className="rounded bg-primary px-4 py-2 text-sm font-semibold text-on-primary"
                  aria-label={`Atender ${c.nome}`}
                >
                  Atender
                </button>
              </form>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
