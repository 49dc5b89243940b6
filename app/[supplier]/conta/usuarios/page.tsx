import type { Metadata } from 'next';
import { notFound, redirect } from 'next/navigation';

import { CreateLinkedUserForm } from '@/components/account/account-forms';
import { deleteLinkedUserAction } from '@/components/account/actions';
import { listLinkedUsers } from '@/lib/commerce/identity';
import { loadStorefront } from '@/lib/commerce/storefront';
import { currentAccount } from '@/lib/session/server';
import { supplierHref } from '@/lib/supplier-url';
import { storefrontContext } from '@/lib/tenant/request';

export const metadata: Metadata = { title: 'Gerenciar usuários', robots: { index: false, follow: false } };

type Props = { params: Promise<{ supplier: string }> };

/** User management for a principal: linked users (list, create by email, delete, switch). */
export default async function LinkedUsersPage({ params }: Props) {
  const [{ supplier: slug }, { base }] = await Promise.all([params, storefrontContext()]);
  const storefront = await loadStorefront(slug);
  if (!storefront) notFound();
  const account = await currentAccount(storefront.supplier.idfornecedor);
  if (account.status !== 'cliente') redirect(supplierHref(base, '/entrar?voltar=%2Fconta%2Fusuarios'));
  const u = account.usuario;

  if (u.usuarioPrincipal) {
    return (
      <section>
        <h1 className="mb-4 text-2xl font-bold">Gerenciar usuários</h1>
        <p className="mb-4">
          Você está usando a conta de <strong>{u.nome}</strong>, vinculada a uma conta principal.
        </p>
        <form method="post" action={supplierHref(base, '/api/sessao/vinculado')}>
          <input type="hidden" name="idcliente" value={u.usuarioPrincipal} />
          <button type="submit" className="rounded bg-primary px-5 py-2.5 font-semibold text-on-primary">
            Voltar para a conta principal
          </button>
        </form>
      </section>
    );
  }

  // A linked user logged in on their own (not switched in by the principal) manages nobody.
  if (!u.principal) {
    return (
      <section>
        <h1 className="mb-4 text-2xl font-bold">Acesso negado</h1>
        <p role="alert">Apenas o usuário principal da conta pode gerenciar usuários.</p>
      </section>
    );
  }

  const { usuarios } = await listLinkedUsers(account.token, u.idcliente, storefront.supplier.idfornecedor).catch(
    () => ({ usuarios: [] }),
  );
  return (
    <section className="flex flex-col gap-8">
      <h1 className="text-2xl font-bold">Gerenciar usuários</h1>
      <div>
        <h2 className="mb-3 text-xl font-bold">Usuários vinculados</h2>
        {usuarios.length === 0 ? (
          <p>Nenhum usuário vinculado.</p>
        ) : (
          <ul
            aria-label="Usuários vinculados"
            className="flex max-w-2xl flex-col divide-y divide-gray-200 rounded border border-gray-200"
          >
            {usuarios.map((v) => (
              <li key={v.idcliente} className="flex flex-wrap items-center gap-3 px-4 py-3">
                <span className="flex-1">
                  <span className="block font-semibold">{v.nome}</span>
                  <span className="block text-sm text-gray-700">{v.email}</span>
                </span>
                <form method="post" action={supplierHref(base, '/api/sessao/vinculado')}>
                  <input type="hidden" name="idcliente" value={v.idcliente} />
                  <button
                    type="submit"
                    className="rounded bg-primary px-4 py-2 text-sm font-semibold text-on-primary"
                    aria-label={`Usar a conta de ${v.nome}`}
                  >
                    Usar esta conta
                  </button>
                </form>
                <form action={deleteLinkedUserAction}>
                  <input type="hidden" name="idcliente" value={v.idcliente} />
                  <button
                    type="submit"
                    className="rounded border border-red-600 px-4 py-2 text-sm font-semibold text-red-700"
                    aria-label={`Remover ${v.nome}`}
                  >
                    Remover
                  </button>
                </form>
              </li>
            ))}
          </ul>
        )}
      </div>
      <div>
        <h2 className="mb-3 text-xl font-bold">Novo usuário</h2>
        <CreateLinkedUserForm />
      </div>
    </section>
  );
}
