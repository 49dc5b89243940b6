import { LazyQuantityStepper } from '@/components/cart/lazy-quantity-stepper';
import { LOGIN_TO_BUY } from '@/components/catalog/product-card';
import { SmartLink } from '@/components/smart-link';
import { fromCombo } from '@/lib/cart/combo-line';
import type { Combo } from '@/lib/contract/combo';
import { formatBRL } from '@/lib/rules/money';
import { formatBasisPoints } from '@/lib/rules/percent';
import { formatQuantity } from '@/lib/rules/quantity-text';
import { supplierHref } from '@/lib/supplier-url';

export const comboHref = (base: string, id: string) => supplierHref(base, `/combos/${id}`);

/** What the combo's rule gives, in words. */
export function comboRuleText(c: Pick<Combo, 'regra' | 'valor'>): string {
  return c.regra === 'PERCENTUAL' ? `${formatBasisPoints(c.valor)} de desconto no combo` : 'Preço fechado do combo';
}

/** The combo's price: "De R$ X por R$ Y" and the saving, or the login notice when prices are hidden. */
export function ComboPrice({ combo }: { combo: Combo }) {
  if (combo.preco === null) return <p className="text-sm font-semibold text-gray-800">{LOGIN_TO_BUY}</p>;
  return (
    <div>
      {combo.precoLista !== null && combo.precoLista > combo.preco && (
        <p className="text-xs text-gray-700">
          De <s>{formatBRL(combo.precoLista)}</s> por
        </p>
      )}
      <p className="text-xl font-bold text-gray-900">{formatBRL(combo.preco)}</p>
      {combo.economia !== null && combo.economia > 0 && (
        <p className="text-sm font-semibold text-green-800">Economize {formatBRL(combo.economia)}</p>
      )}
    </div>
  );
}

/** The products one combo holds. */
export function ComboProducts({ combo, base }: { combo: Combo; base: string }) {
  return (
    <ul aria-label={`Produtos do combo ${combo.nome}`} className="list-disc pl-5 text-sm text-gray-800">
      {combo.produtos.map((p) => (
        <li key={p.idproduto}>
          {formatQuantity(p.quantidade, p.unidade)}{' '}
          <SmartLink
            href={supplierHref(base, `/produto/${encodeURIComponent(p.slug)}`)}
            className="underline-offset-2 hover:underline"
          >
            {p.nome}
          </SmartLink>
          {!p.disponivel && <span className="ml-1 font-semibold text-red-800">(indisponível)</span>}
        </li>
      ))}
    </ul>
  );
}

/**
 * A promotional combo card: name, rule, products, price, and the cart control — adding
 * puts the whole combo in the cart as one group.
 */
export function ComboCard({ combo, base, headingLevel = 3 }: { combo: Combo; base: string; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const produto = combo.disponivel ? fromCombo(combo) : null;
  return (
    <article
      className="flex h-full flex-col gap-3 rounded-lg border border-gray-200 bg-white p-4 shadow-sm"
      data-combo-card={combo.idcombopromocional_cabecalho}
    >
      <div className="flex items-start justify-between gap-2">
        <Heading className="text-lg font-semibold leading-snug">
          <SmartLink
            href={comboHref(base, combo.idcombopromocional_cabecalho)}
            className="underline-offset-2 hover:underline"
          >
            {combo.nome}
          </SmartLink>
        </Heading>
        {combo.exclusivo && (
          <span className="shrink-0 rounded bg-gray-900 px-2 py-0.5 text-xs font-semibold text-white">
            Exclusivo para você
          </span>
        )}
      </div>
      <p className="text-sm text-gray-700">{comboRuleText(combo)}</p>
      <ComboProducts combo={combo} base={base} />
      <div className="mt-auto flex flex-col gap-2">
        <ComboPrice combo={combo} />
        {produto ? (
          <LazyQuantityStepper produto={produto} />
        ) : (
          !combo.disponivel && <p className="text-sm font-semibold text-red-800">Combo indisponível</p>
        )}
      </div>
    </article>
  );
}

export function ComboGrid({ combos, base }: { combos: Combo[]; base: string }) {
  return (
    <ul aria-label="Combos promocionais" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {combos.map((c) => (
        <li key={c.idcombopromocional_cabecalho}>
          <ComboCard combo={c} base={base} />
        </li>
      ))}
    </ul>
  );
}
