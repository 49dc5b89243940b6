import type { Metadata } from 'next';
import { notFound, redirect } from 'next/navigation';

import { RoomChat } from '@/components/chat/room-chat';
import { loadStorefront } from '@/lib/commerce/storefront';
import { clientRoomId } from '@/lib/rules/chat';
import { currentAccount } from '@/lib/session/server';
import { supplierHref } from '@/lib/supplier-url';
import { storefrontContext } from '@/lib/tenant/request';

export const metadata: Metadata = { title: 'Atendimento', robots: { index: false, follow: false } };

type Props = { params: Promise<{ supplier: string }> };

/**
 * /conta/mensagens/atendimento: the client's general conversation with the supplier
 * (`IDCLI:{idcliente}:{idfornecedor}`, spec "Chat"), for what is not about one order.
 */
export default async function SupportChatRoute({ params }: Props) {
  const [{ supplier: slug }, { base }] = await Promise.all([params, storefrontContext()]);
  const storefront = await loadStorefront(slug);
  if (!storefront) notFound();
  const { supplier } = storefront;
  const account = await currentAccount(supplier.idfornecedor);
  if (account.status !== 'cliente')
    redirect(supplierHref(base, `/entrar?voltar=${encodeURIComponent('/conta/mensagens/atendimento')}`));
  return (
    <section className="flex flex-col gap-2" aria-labelledby="atendimento-titulo">
      <p className="text-sm">
        <a href={supplierHref(base, '/conta/mensagens')} className="underline">
          Mensagens
        </a>
      </p>
      <h1 id="atendimento-titulo" className="text-2xl font-bold">
        Atendimento
      </h1>
      <p className="text-gray-700">
        Dúvidas sobre produtos, entregas ou sua conta: escreva para {supplier.nome}. Sobre um pedido, use a conversa na
        página do pedido.
      </p>
      <RoomChat
        anchor="atendimento"
        ticketUrl={supplierHref(base, '/api/chat/ticket')}
        sala={clientRoomId(account.usuario.idcliente, supplier.idfornecedor)}
        titulo={`Conversa com ${supplier.nome}`}
      />
    </section>
  );
}
