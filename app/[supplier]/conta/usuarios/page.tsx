import type { Metadata } from 'next';
import { notFound, redirect } from 'next/navigation';

import { deleteLinkedUserAction } from '@/components/account/linked-user-actions';
import { CreateLinkedUserForm, InvitationAnswerForm } from '@/components/account/linked-user-forms';
import { formatDateTime } from '@/components/order/format';
import { PostbackForm } from '@/components/ui/postback-form';
import { CommerceApiError } from '@/lib/commerce/errors';
import { linkedClients, listLinkedUsers, listReceivedInvitations } from '@/lib/commerce/identity';
import { loadStorefront } from '@/lib/commerce/storefront';
import type { ReceivedInvitation } from '@/lib/contract/linked-users';
import { currentAccount } from '@/lib/session/server';
import { supplierHref } from '@/lib/supplier-url';
import { storefrontContext } from '@/lib/tenant/request';

export const metadata: Metadata = { title: 'Gerenciar usuários', robots: { index: false, follow: false } };

type Props = { params: Promise<{ supplier: string }> };

/** Invitations this account received: accepted or declined here, logged in as itself (decision 0028). */
function ReceivedInvitations({ convites }: { convites: ReceivedInvitation[] }) {
  if (convites.length === 0) return null;
  return (
    <div>
      <h2 className="mb-3 text-xl font-bold">Convites recebidos</h2>
      <ul
        aria-label="Convites recebidos"
        className="flex max-w-2xl flex-col divide-y divide-gray-200 rounded border border-gray-200"
      >
        {convites.map((c) => (
          <li key={c.idconvite} className="flex flex-col gap-2 px-4 py-3">
            <p>
              <strong>{c.principal.nome}</strong> convidou você para ser usuário vinculado nesta loja. Com o vínculo,{' '}
              {c.principal.nome} poderá usar a sua conta aqui e ver os seus pedidos.
            </p>
            <p className="text-sm text-gray-700">Válido até {formatDateTime(c.expiraEm)}</p>
            <InvitationAnswerForm idconvite={c.idconvite} principal={c.principal.nome} />
          </li>
        ))}
      </ul>
    </div>
  );
}

/** User management: a principal's linked users (list, invite by email, remove, switch) and invitations received. */
export default async function LinkedUsersPage({ params }: Props) {
  const [{ supplier: slug }, { base }] = await Promise.all([params, storefrontContext()]);
  const storefront = await loadStorefront(slug);
  if (!storefront) notFound();
  const idfornecedor = storefront.supplier.idfornecedor;
  const account = await currentAccount(idfornecedor);
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
    const principal = await linkedClients(account.token, u.idcliente, idfornecedor)
      .then((r) => r.clientes[0]?.nome ?? null)
      .catch(() => null);
    return (
      <section>
        <h1 className="mb-4 text-2xl font-bold">Acesso negado</h1>
        <p role="alert">Apenas o usuário principal da conta pode gerenciar usuários.</p>
        {principal && (
          <p className="mt-2">
            Sua conta é um usuário vinculado de <strong>{principal}</strong>.
          </p>
        )}
      </section>
    );
  }

  const [gestao, recebidos] = await Promise.all([
    listLinkedUsers(account.token, u.idcliente, idfornecedor).catch((e: unknown) =>
      // A pending or blocked registration (403) manages no linked users: the API's pt-BR message.
      e instanceof CommerceApiError && e.status === 403 ? e.message : { usuarios: [], convites: [] },
    ),
    listReceivedInvitations(account.token, u.idcliente, idfornecedor)
      .then((r) => r.convites)
      .catch(() => []),
  ]);
  return (
    <section className="flex flex-col gap-8">
      <h1 className="text-2xl font-bold">Gerenciar usuários</h1>
      <ReceivedInvitations convites={recebidos} />
      {typeof gestao === 'string' ? (
        <p role="alert">{gestao}</p>
      ) : (
        <>
          <div>
            <h2 className="mb-3 text-xl font-bold">Usuários vinculados</h2>
            {gestao.usuarios.length === 0 ? (
              <p>Nenhum usuário vinculado.</p>
            ) : (
              <ul
                aria-label="Usuários vinculados"
                className="flex max-w-2xl flex-col divide-y divide-gray-200 rounded border border-gray-200"
              >
                {gestao.usuarios.map((v) => (
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
                    <PostbackForm action={deleteLinkedUserAction}>
                      <input type="hidden" name="idcliente" value={v.idcliente} />
                      <button
                        type="submit"
                        className="rounded border border-red-600 px-4 py-2 text-sm font-semibold text-red-700"
                        aria-label={`Remover ${v.nome}`}
                      >
                        Remover
                      </button>
                    </PostbackForm>
                  </li>
                ))}
              </ul>
            )}
          </div>
          {gestao.convites.length > 0 && (
            <div>
              <h2 className="mb-3 text-xl font-bold">Convites enviados</h2>
              <p className="mb-3 text-sm text-gray-700">
                A pessoa convidada aceita pelo link enviado por email (ou na própria conta, se já tiver uma). Até lá,
                ninguém usa a conta dela.
              </p>
              <ul
                aria-label="Convites enviados"
                className="flex max-w-2xl flex-col divide-y divide-gray-200 rounded border border-gray-200"
              >
                {gestao.convites.map((c) => (
                  <li key={c.idconvite} className="flex flex-wrap items-center gap-3 px-4 py-3">
                    <span className="flex-1">
                      <span className="block font-semibold">{c.email}</span>
                      <span className="block text-sm text-gray-700">
                        {c.expirado ? 'Convite expirado' : `Aguardando aceite até ${formatDateTime(c.expiraEm)}`}
                      </span>
                    </span>
                    {/* A pending invitation is removed by its idconvite (never the invited account's id). */}
                    <PostbackForm action={deleteLinkedUserAction}>
                      <input type="hidden" name="idcliente" value={c.idconvite} />
                      <button
                        type="submit"
                        className="rounded border border-red-600 px-4 py-2 text-sm font-semibold text-red-700"
                        aria-label={`Cancelar o convite de ${c.email}`}
                      >
                        Cancelar convite
                      </button>
                    </PostbackForm>
                  </li>
                ))}
              </ul>
            </div>
          )}
          <div>
            <h2 className="mb-3 text-xl font-bold">Novo usuário</h2>
            <CreateLinkedUserForm />
          </div>
        </>
      )}
    </section>
  );
}
