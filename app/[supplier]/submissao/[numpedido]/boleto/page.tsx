import type { Metadata } from 'next';
import { notFound, redirect } from 'next/navigation';

import { BoletoSheet } from '@/components/order/boleto-sheet';
import { loadOrderConfirmation, orderNumberParam } from '@/lib/checkout/server';
import { loadStorefront } from '@/lib/commerce/storefront';
import { formatDocument } from '@/lib/rules/documents';
import { currentAccount } from '@/lib/session/server';
import { supplierHref } from '@/lib/supplier-url';
import { storefrontContext } from '@/lib/tenant/request';

export const metadata: Metadata = { title: 'Boleto', robots: { index: false, follow: false } };

type Props = { params: Promise<{ supplier: string; numpedido: string }> };

/** /submissao/{numpedido}/boleto: the printable boleto of an order paid by boleto (404 otherwise). */
export default async function BoletoRoute({ params }: Props) {
  const [{ supplier: slug, numpedido: raw }, { base }] = await Promise.all([params, storefrontContext()]);
  const numpedido = orderNumberParam(raw);
  const storefront = await loadStorefront(slug);
  if (!storefront || numpedido === null) notFound();
  const { supplier } = storefront;
  const account = await currentAccount(supplier.idfornecedor);
  if (account.status !== 'cliente')
    redirect(supplierHref(base, `/entrar?voltar=${encodeURIComponent(`/submissao/${numpedido}/boleto`)}`));
  const data = await loadOrderConfirmation(supplier, account, numpedido);
  const boleto = data?.order.pagamento.boleto;
  if (!data || !boleto) notFound();
  const u = account.usuario;
  return (
    <BoletoSheet
      order={data.order}
      boleto={boleto}
      pagador={{ nome: u.razao_social ?? u.nome, documento: u.cpf ? formatDocument(u.cpf, u.tipo_documento) : null }}
    />
  );
}
