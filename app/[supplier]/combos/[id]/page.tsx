import type { Metadata } from 'next';
import { notFound } from 'next/navigation';

import { LazyQuantityStepper } from '@/components/cart/lazy-quantity-stepper';
import { ComboPrice, ComboProducts, comboRuleText } from '@/components/combo/combo-card';
import { SmartLink } from '@/components/smart-link';
import { fromCombo } from '@/lib/cart/combo-line';
import { getCombo } from '@/lib/commerce/combo';
import { loadStorefront } from '@/lib/commerce/storefront';
import { currentDelivery, currentGate } from '@/lib/delivery/server';
import { supplierHref } from '@/lib/supplier-url';
import { storefrontContext } from '@/lib/tenant/request';

type Props = { params: Promise<{ supplier: string; id: string }> };

async function load(params: Props['params']) {
  const { supplier: slug, id } = await params;
  const storefront = await loadStorefront(slug);
  if (!storefront) notFound();
  const { ctx } = await currentDelivery(storefront.supplier);
  return { storefront, combo: await getCombo(storefront.supplier.idfornecedor, id, ctx.tipoEntrega) };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { combo } = await load(params);
  return combo ? { title: combo.nome, description: combo.descricao || undefined } : {};
}

/** /combos/{id}: one promotional combo, its products and price, and adding it to the cart as one group. */
export default async function ComboPage({ params }: Props) {
  const [{ storefront, combo }, { base }] = await Promise.all([load(params), storefrontContext()]);
  if (await currentGate(storefront.supplier, base)) return null;
  if (!combo) notFound();
  const produto = combo.disponivel ? fromCombo(combo) : null;
  return (
    <article className="flex max-w-2xl flex-col gap-4">
      <SmartLink href={supplierHref(base, '/combos')} className="w-fit text-sm underline underline-offset-4">
        Todos os combos
      </SmartLink>
      <h1 className="text-2xl font-bold">{combo.nome}</h1>
      {combo.exclusivo && (
        <p className="w-fit rounded bg-gray-900 px-2 py-0.5 text-xs font-semibold text-white">Exclusivo para você</p>
      )}
      {combo.descricao && <p>{combo.descricao}</p>}
      <p className="text-sm text-gray-700">{comboRuleText(combo)}</p>
      <section aria-labelledby="combo-produtos" className="flex flex-col gap-2">
        <h2 id="combo-produtos" className="text-lg font-semibold">
          O que vem no combo
        </h2>
        <ComboProducts combo={combo} base={base} />
      </section>
      <ComboPrice combo={combo} />
      {combo.max_por_pedido !== null && (
        <p className="text-sm text-gray-700">Até {combo.max_por_pedido} combos por pedido.</p>
      )}
      {produto ? (
        <div className="w-fit">
          <LazyQuantityStepper produto={produto} />
        </div>
      ) : (
        !combo.disponivel && <p className="font-semibold text-red-800">Combo indisponível</p>
      )}
    </article>
  );
}
