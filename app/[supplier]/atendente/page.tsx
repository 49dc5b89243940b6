import type { Metadata } from 'next';
import { notFound } from 'next/navigation';

import { AttendantArea } from '@/components/chat/attendant-area';
import { AttendantLoginForm, AttendantLogout } from '@/components/chat/attendant-login-form';
import { listAttendantChatRooms } from '@/lib/commerce/chat';
import { loadStorefront } from '@/lib/commerce/storefront';
import { currentAttendant } from '@/lib/session/attendant';
import { supplierHref } from '@/lib/supplier-url';
import { storefrontContext } from '@/lib/tenant/request';

export const metadata: Metadata = { title: 'Atendimento', robots: { index: false, follow: false } };

type Props = { params: Promise<{ supplier: string }> };

/** /atendente: the supplier's attendant logs in, sees the conversations and answers. */
export default async function AttendantRoute({ params }: Props) {
  const [{ supplier: slug }, { base }] = await Promise.all([params, storefrontContext()]);
  const storefront = await loadStorefront(slug);
  if (!storefront) notFound();
  const { supplier } = storefront;
  const attendant = await currentAttendant(supplier.idfornecedor);
  const rooms = attendant ? await listAttendantChatRooms(attendant.token, supplier.idfornecedor) : null;
  const loggedIn = attendant && rooms?.ok;
  return (
    <section className="flex flex-col gap-6" aria-labelledby="atendimento-titulo">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 id="atendimento-titulo" className="text-2xl font-bold">
          Atendimento {supplier.nome}
        </h1>
        {loggedIn && (
          <div className="flex items-center gap-3">
            <span className="text-sm text-gray-700">{attendant.nome}</span>
            <AttendantLogout />
          </div>
        )}
      </div>
      {loggedIn ? (
        <AttendantArea ticketUrl={supplierHref(base, '/api/chat/atendente/ticket')} salas={rooms.data.salas} />
      ) : (
        <AttendantLoginForm />
      )}
    </section>
  );
}
