import type { Metadata } from 'next';
import { notFound, redirect } from 'next/navigation';

import { UpdateUserForm } from '@/components/account/account-forms';
import { ChangeEmailFallback, VerificationFallback } from '@/components/account/email-forms-fallback';
import { LazyChangeEmailForm, LazyVerificationButton } from '@/components/account/lazy-email-forms';
import { LazySessionList } from '@/components/account/lazy-session-list';
import { SessionListView } from '@/components/account/session-list-view';
import { NotificationPreferencesForm } from '@/components/notification/notification-preferences-form';
import { SmartLink } from '@/components/smart-link';
import { checkoutOwner } from '@/lib/checkout/server';
import { CommerceApiError } from '@/lib/commerce/errors';
import { listClientCharacteristics, listSessions } from '@/lib/commerce/identity';
import { getInvoicesResult } from '@/lib/commerce/invoice';
import { getNotificationPreferences } from '@/lib/commerce/notification';
import { loadStorefront } from '@/lib/commerce/storefront';
import { formatDocument } from '@/lib/rules/documents';
import { formatBRL } from '@/lib/rules/money';
import { maskPhone } from '@/lib/rules/phone';
import { currentAccount } from '@/lib/session/server';
import { supplierHref } from '@/lib/supplier-url';
import { storefrontContext } from '@/lib/tenant/request';

export const metadata: Metadata = { title: 'Minha conta', robots: { index: false, follow: false } };

type Props = { params: Promise<{ supplier: string }> };

export default async function AccountPage({ params }: Props) {
  const [{ supplier: slug }, { base }] = await Promise.all([params, storefrontContext()]);
  const storefront = await loadStorefront(slug);
  if (!storefront) notFound();
  const account = await currentAccount(storefront.supplier.idfornecedor);
  if (account.status === 'representante') redirect(supplierHref(base, '/conta/clientes'));
  if (account.status !== 'cliente') redirect(supplierHref(base, '/entrar?voltar=%2Fconta'));
  const u = account.usuario;
  const c = account.configuracoes;
  // A representative acting for the client does not see (or end) the client's sessions.
  const [sessoes, credit, caracteristicas, notificacoes] = await Promise.all([
    u.representante ? null : listSessions(account.token, storefront.supplier.idfornecedor).then((r) => r.sessoes),
    getInvoicesResult(checkoutOwner(account, storefront.supplier)),
    u.representante ? [] : listClientCharacteristics(storefront.supplier.idfornecedor),
    // Only the account's own login changes its emails (decision 0050): anyone acting for it gets a 403.
    u.representante
      ? null
      : getNotificationPreferences(account.token, storefront.supplier.idfornecedor).catch((e: unknown) => {
          if (e instanceof CommerceApiError && e.status === 403) return null;
          throw e;
        }),
  ]);
  const limite = credit.ok && credit.data.limite_credito_total !== null ? credit.data : null;
  return (
    <section className="flex flex-col gap-8">
      <h1 className="text-2xl font-bold">Minha conta</h1>
      <dl className="grid max-w-lg grid-cols-[max-content_1fr] gap-x-4 gap-y-1">
        <dt className="font-medium">Nome</dt>
        <dd>{u.nome}</dd>
        <dt className="font-medium">Email</dt>
        <dd>{u.email ?? '—'}</dd>
        <dt className="font-medium">
          {u.tipo_documento === 'CNPJ' ? 'CNPJ' : u.tipo_documento === 'CPF' ? 'CPF' : 'Documento'}
        </dt>
        <dd>{formatDocument(u.cpf, u.tipo_documento) || '—'}</dd>
        <dt className="font-medium">Situação</dt>
        <dd>{c.cadastro_aprovado ? 'Cadastro aprovado' : 'Cadastro em análise'}</dd>
        {u.representante && (
          <>
            <dt className="font-medium">Representante</dt>
            <dd>{u.representante.nome}</dd>
          </>
        )}
      </dl>
      <p>
        <SmartLink href={supplierHref(base, '/conta/pedidos')} className="font-semibold underline">
          Meus pedidos
        </SmartLink>
        <span className="text-gray-700"> — histórico, acompanhamento, repetir pedido e avaliações</span>
      </p>
      <p>
        <SmartLink href={supplierHref(base, '/conta/comprar-de-novo')} className="font-semibold underline">
          Comprar de novo
        </SmartLink>
        <span className="text-gray-700"> — os produtos que você mais pede, com a quantidade do último pedido</span>
      </p>
      {limite && (
        <section
          aria-labelledby="conta-credito"
          className="flex max-w-lg flex-col gap-1 rounded border border-gray-300 p-4"
        >
          <h2 id="conta-credito" className="text-lg font-bold">
            Crédito para compras a prazo
          </h2>
          <p>
            Disponível: <strong>{formatBRL(limite.limite_credito_disponivel ?? 0)}</strong> de{' '}
            {formatBRL(limite.limite_credito_total!)}
          </p>
          {limite.total_vencido > 0 && (
            <p className="font-semibold text-red-800">Títulos vencidos: {formatBRL(limite.total_vencido)}</p>
          )}
        </section>
      )}
      <p>
        <SmartLink href={supplierHref(base, '/conta/faturas')} className="font-semibold underline">
          Faturas e crédito
        </SmartLink>
        <span className="text-gray-700"> — limite de crédito, títulos e boletos</span>
      </p>
      <p>
        <SmartLink href={supplierHref(base, '/conta/pedidos?aba=assinaturas')} className="font-semibold underline">
          Minhas assinaturas
        </SmartLink>
        <span className="text-gray-700"> — pedidos recorrentes</span>
      </p>
      <p>
        <SmartLink href={supplierHref(base, '/conta/listas')} className="font-semibold underline">
          Listas de compras
        </SmartLink>
        <span className="text-gray-700"> — minhas listas e listas sugeridas</span>
      </p>
      <p>
        <SmartLink href={supplierHref(base, '/pedido-rapido')} className="font-semibold underline">
          Pedido rápido
        </SmartLink>
        <span className="text-gray-700"> — planilha ou lista de códigos direto para o carrinho</span>
      </p>
      <p>
        <SmartLink href={supplierHref(base, '/conta/enderecos')} className="font-semibold underline">
          Meus endereços
        </SmartLink>
        <span className="text-gray-700"> — endereços de entrega e de faturamento</span>
      </p>
      {!u.representante && (
        <>
          <div>
            <h2 className="mb-3 text-xl font-bold">Atualizar cadastro</h2>
            <UpdateUserForm
              dados={{
                nome: u.nome,
                // Masked here: the field's mask loads with its first change (components/ui/phone-input.tsx).
                telefone: maskPhone(u.telefone ?? ''),
                razao_social: u.razao_social ?? '',
                nome_fantasia: u.nome_fantasia ?? '',
                empresa: u.cpfLength === 14,
              }}
              caracteristicas={caracteristicas}
              respostas={Object.fromEntries((u.caracteristicas ?? []).map((r) => [r.idcaracteristica, r.valor]))}
            />
          </div>
          <div>
            <h2 className="mb-3 text-xl font-bold">Trocar email</h2>
            <LazyChangeEmailForm atual={u.email ?? ''} fallback={<ChangeEmailFallback atual={u.email ?? ''} />} />
          </div>
          <LazyVerificationButton fallback={<VerificationFallback />} />
          {notificacoes && <NotificationPreferencesForm preferencias={notificacoes.preferencias} />}
        </>
      )}
      {sessoes && (
        <LazySessionList
          sessoes={sessoes}
          logoutHref={supplierHref(base, '/api/sessao/sair')}
          fallback={
            <SessionListView
              sessoes={sessoes}
              logoutHref={supplierHref(base, '/api/sessao/sair')}
              tituloId="sessoes-titulo-inicial"
            />
          }
        />
      )}
    </section>
  );
}
