import type { Metadata } from 'next';
import { notFound } from 'next/navigation';

import { ComboGrid } from '@/components/combo/combo-card';
import { listCombos } from '@/lib/commerce/combo';
import { loadStorefront } from '@/lib/commerce/storefront';
import { currentDelivery, currentGate } from '@/lib/delivery/server';
import { storefrontContext } from '@/lib/tenant/request';

export const metadata: Metadata = { title: 'Combos promocionais', alternates: { canonical: '/combos' } };

type Props = { params: Promise<{ supplier: string }> };

/** /combos: the promotional combos offered to this shopper. */
export default async function CombosPage({ params }: Props) {
  const [{ supplier: slug }, { base }] = await Promise.all([params, storefrontContext()]);
  const storefront = await loadStorefront(slug);
  if (!storefront) notFound();
  const { supplier } = storefront;
  if (await currentGate(supplier, base)) return null;
  const { ctx } = await currentDelivery(supplier);
  const combos = await listCombos(supplier.idfornecedor, ctx.tipoEntrega);
  return (
    <section aria-labelledby="combos-titulo" className="flex flex-col gap-4">
      <h1 id="combos-titulo" className="text-2xl font-bold">
        Combos promocionais
      </h1>
      {combos.length > 0 ? (
        <ComboGrid combos={combos} base={base} />
      ) : (
        <p>Nenhum combo promocional disponível no momento.</p>
      )}
    </section>
  );
}
