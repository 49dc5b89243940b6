import type { Metadata } from 'next';
import { notFound, redirect } from 'next/navigation';

import { ChatRoomList } from '@/components/chat/chat-room-list';
import { listChatRooms } from '@/lib/commerce/chat';
import { loadStorefront } from '@/lib/commerce/storefront';
import { currentAccount } from '@/lib/session/server';
import { supplierHref } from '@/lib/supplier-url';
import { storefrontContext } from '@/lib/tenant/request';

export const metadata: Metadata = { title: 'Mensagens', robots: { index: false, follow: false } };

type Props = { params: Promise<{ supplier: string }> };

/** /conta/mensagens: the client's conversations with the supplier, unread first, and the way to the general one. */
export default async function MessagesRoute({ params }: Props) {
  const [{ supplier: slug }, { base }] = await Promise.all([params, storefrontContext()]);
  const storefront = await loadStorefront(slug);
  if (!storefront) notFound();
  const { supplier } = storefront;
  const account = await currentAccount(supplier.idfornecedor);
  if (account.status !== 'cliente') redirect(supplierHref(base, '/entrar?voltar=%2Fconta%2Fmensagens'));
  const list = await listChatRooms({
    token: account.token,
    idcliente: account.usuario.idcliente,
    idfornecedor: supplier.idfornecedor,
  });
  return (
    <section className="flex flex-col gap-4" aria-labelledby="mensagens-titulo">
      <h1 id="mensagens-titulo" className="text-2xl font-bold">
        Mensagens
      </h1>
      <p>
        <a
          href={supplierHref(base, '/conta/mensagens/atendimento')}
          className="inline-block rounded bg-primary px-4 py-2 font-semibold text-on-primary hover:opacity-90"
        >
          Falar com o atendimento
        </a>
      </p>
      <ChatRoomList
        salas={list.salas}
        hrefOf={(r) =>
          r.numpedido
            ? supplierHref(base, `/conta/pedidos/${r.numpedido}#chat`)
            : supplierHref(base, '/conta/mensagens/atendimento')
        }
        vazio="Você ainda não tem conversas."
      />
    </section>
  );
}
