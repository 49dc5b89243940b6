import { redirect } from 'next/navigation';

import { CepInput } from '@/components/address/cep-input';
import { lookupCep } from '@/lib/commerce/addresses';
import { lookupSuppliersAt } from '@/lib/commerce/delivery';
import { CommerceApiError } from '@/lib/commerce/errors';
import { ADDRESS_MESSAGES, cepInput, DEFAULT_THEME_ID } from '@/lib/contract';
import { emptyContext, withPlace } from '@/lib/delivery/context';
import {
  classifySelection,
  formatDistance,
  pickupAtText,
  segmentLabel,
  servingByDeliveryOrPickup,
} from '@/lib/delivery/selection';
import { transferHref, whiteLabelSlug } from '@/lib/delivery/server';
import { resolveDeliveryType } from '@/lib/rules/delivery';
import { sellsOnlyToCompanies } from '@/lib/rules/supplier-audience';

import { CompaniesOnlyBadge } from './companies-only-badge';

type Row = {
  idfornecedor: string;
  nome: string;
  segmento: string;
  loja: string | null;
  distancia: string | null;
  somenteEmpresas: boolean;
  /** Serves the CEP through a pickup store only. */
  retirada: boolean;
  href: string;
};
type Result =
  { kind: 'vazio' } | { kind: 'mensagem'; texto: string; nivel: 'aviso' | 'erro' } | { kind: 'lista'; linhas: Row[] };

/** CEP → the suppliers that deliver there (server side; one supplier: the browser goes to it, unless companies-only). */
async function find(raw: string): Promise<Result> {
  if (!raw.trim()) return { kind: 'vazio' };
  const parsed = cepInput.safeParse(raw);
  if (!parsed.success) return { kind: 'mensagem', texto: ADDRESS_MESSAGES.cepInvalido, nivel: 'erro' };
  let cep;
  try {
    cep = await lookupCep(parsed.data, null);
  } catch (error) {
    if (error instanceof CommerceApiError && error.status === 400)
      return { kind: 'mensagem', texto: error.message, nivel: 'erro' };
    return { kind: 'mensagem', texto: ADDRESS_MESSAGES.semFornecedores, nivel: 'erro' };
  }
  if (!cep) return { kind: 'mensagem', texto: ADDRESS_MESSAGES.cepNaoEncontrado, nivel: 'erro' };
  let entrega, retirada;
  try {
    // A supplier with a pickup store for the point serves it too (spec 8: pickup needs no delivery area).
    [entrega, retirada] = await Promise.all(
      (['DELIVERY', 'RETIRADA'] as const).map((tipoEntrega) =>
        lookupSuppliersAt({ tipoEntrega, lat: cep.lat, lng: cep.lng, idfornecedor: null }),
      ),
    );
  } catch {
    return { kind: 'mensagem', texto: ADDRESS_MESSAGES.falhaOutrosFornecedores, nivel: 'erro' };
  }
  const themed = (l: NonNullable<typeof entrega>['fornecedores']) =>
    l.filter((f) => f.config.tema.idtema !== DEFAULT_THEME_ID);
  const served = servingByDeliveryOrPickup(themed(entrega!.fornecedores), themed(retirada!.fornecedores));
  const outcome = classifySelection(served, null, whiteLabelSlug());
  if (outcome.kind === 'nenhum') return { kind: 'mensagem', texto: outcome.mensagem, nivel: 'aviso' };
  const textoendereco = [cep.rua, cep.bairro, `${cep.cidade} – ${cep.uf}`].join(', ');
  const place = { cep: cep.cep, lat: cep.lat, lng: cep.lng, textoendereco };
  const hrefFor = (f: (typeof served)[number]) =>
    transferHref(
      f,
      {
        ...withPlace(emptyContext(f.idfornecedor), place),
        tipoEntrega: resolveDeliveryType(f.tag, f.retirada ? 'RETIRADA' : 'DELIVERY'),
        fornecedorEscolhido: true,
      },
      false,
    );
  // One supplier: the browser goes to it, unless it sells to companies only or serves the CEP by
  // pickup only (then it is listed, labelled: the shopper reads what is offered before going).
  if (outcome.kind === 'unico' && !sellsOnlyToCompanies(outcome.fornecedor.tag) && !outcome.fornecedor.retirada)
    redirect(await hrefFor(outcome.fornecedor));
  const opcoes = outcome.kind === 'unico' ? [outcome.fornecedor] : outcome.opcoes;
  const linhas = await Promise.all(
    opcoes.map(async (f) => ({
      idfornecedor: f.idfornecedor,
      nome: f.nome,
      segmento: segmentLabel(f),
      loja: f.lojas?.[0]?.nome ?? null,
      retirada: f.retirada,
      distancia: formatDistance(f.lojas?.[0]?.distancia ?? f.distancia ?? null),
      somenteEmpresas: sellsOnlyToCompanies(f.tag),
      href: await hrefFor(f),
    })),
  );
  return { kind: 'lista', linhas };
}

/**
 * Provider home: "Encontre os fornecedores que entregam no seu CEP". A plain GET form (?cep=),
 * server-rendered: works without JavaScript.
 */
export async function ProviderCepFinder({ cep }: { cep: string }) {
  const result = await find(cep);
  return (
    <section aria-labelledby="cep-fornecedores-titulo" className="mb-10 rounded-lg border border-gray-200 p-5">
      <h2 id="cep-fornecedores-titulo" className="mb-1 text-xl font-bold">
        Encontre os fornecedores que entregam no seu CEP
      </h2>
      <form method="get" action="/" className="mt-3 flex flex-wrap items-end gap-2">
        <div>
          <label htmlFor="cep-fornecedores" className="block font-semibold">
            CEP
          </label>
          <CepInput
            id="cep-fornecedores"
            name="cep"
            required
            defaultValue={cep}
            className="w-36 rounded border border-gray-400 px-3 py-2"
          />
        </div>
        <button type="submit" className="rounded bg-secondary px-4 py-2 font-semibold text-[var(--color-on-secondary)]">
          Buscar fornecedores
        </button>
      </form>
      <div role="status" aria-live="polite" className="mt-4">
        {result.kind === 'mensagem' && (
          <p
            className={
              result.nivel === 'aviso'
                ? 'rounded bg-amber-50 p-3 font-semibold text-amber-900'
                : 'rounded bg-red-50 p-3 font-semibold text-red-900'
            }
          >
            {result.texto}
          </p>
        )}
        {result.kind === 'lista' && (
          <ul
            aria-label="Fornecedores que entregam no seu CEP"
            className="divide-y divide-gray-200 rounded border border-gray-200"
          >
            {result.linhas.map((l) => (
              <li key={l.idfornecedor} className="flex flex-wrap items-center justify-between gap-2 p-3">
                <div>
                  {l.segmento && <p className="text-xs uppercase tracking-wide text-gray-700">{l.segmento}</p>}
                  <p className="font-semibold">{l.nome}</p>
                  {l.somenteEmpresas && <CompaniesOnlyBadge />}
                  {l.loja && (
                    <p className="text-sm text-gray-700">
                      {l.retirada ? pickupAtText(l.loja) : l.loja}
                      {l.distancia ? ` · a ${l.distancia}` : ''}
                    </p>
                  )}
                </div>
                <a href={l.href} className="rounded border border-gray-400 px-3 py-1.5 text-sm font-semibold">
                  Comprar em {l.nome}
                </a>
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
