import type { ProductDetail } from '@/lib/contract';

const WINE_FIELDS = [
  ['uva', 'Uva'],
  ['regiao', 'Região'],
  ['teorAlcoolico', 'Teor alcoólico'],
  ['temperaturaServico', 'Temperatura de serviço'],
  ['harmonizacao', 'Harmonização'],
] as const;

/**
 * What shoppers look for besides the description (migration 0062): the EAN, a wine's technical
 * sheet, a food's nutrition table and allergens. Server-rendered: no client JavaScript.
 */
export function ProductAttributes({ product }: { product: ProductDetail }) {
  const { ean, fichaTecnica, informacaoNutricional, alergenicos = [] } = product;
  const sheet = fichaTecnica ? WINE_FIELDS.filter(([k]) => fichaTecnica[k]) : [];
  return (
    <>
      {sheet.length > 0 && (
        <section aria-labelledby="ficha-tecnica-titulo">
          <h2 id="ficha-tecnica-titulo" className="mb-1 text-lg font-bold">
            Ficha técnica
          </h2>
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
            {sheet.map(([k, label]) => (
              <div key={k} className="contents">
                <dt className="font-semibold">{label}</dt>
                <dd>{fichaTecnica![k]}</dd>
              </div>
            ))}
          </dl>
        </section>
      )}
      {informacaoNutricional && (
        <section aria-labelledby="nutricional-titulo">
          <h2 id="nutricional-titulo" className="mb-1 text-lg font-bold">
            Informação nutricional
          </h2>
          <table className="w-full border-collapse text-sm">
            <caption className="mb-1 text-left text-gray-700">Porção de {informacaoNutricional.porcao}</caption>
            <thead>
              <tr className="border-b border-gray-400">
                <th scope="col" className="py-1 text-left">
                  Nutriente
                </th>
                <th scope="col" className="py-1 text-right">
                  Por porção
                </th>
                <th scope="col" className="py-1 text-right">
                  <abbr title="Valor diário">%VD</abbr>
                </th>
              </tr>
            </thead>
            <tbody>
              {informacaoNutricional.itens.map((i) => (
                <tr key={i.nutriente} className="border-b border-gray-200">
                  <th scope="row" className="py-1 text-left font-normal">
                    {i.nutriente}
                  </th>
                  <td className="py-1 text-right">{i.quantidade}</td>
                  <td className="py-1 text-right">{i.vd === null ? '—' : `${i.vd}%`}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <p className="mt-1 text-xs text-gray-700">Percentual de valores diários fornecidos pela porção.</p>
        </section>
      )}
      {alergenicos.length > 0 && (
        <section aria-labelledby="alergenicos-titulo">
          <h2 id="alergenicos-titulo" className="mb-1 text-lg font-bold">
            Alergênicos
          </h2>
          <ul className="list-disc pl-5 text-sm">
            {alergenicos.map((a) => (
              <li key={a}>{a}</li>
            ))}
          </ul>
        </section>
      )}
      {ean && (
        <dl className="flex gap-2 text-xs text-gray-700">
          <dt>
            <abbr title="Código de barras (European Article Number)">EAN</abbr>
          </dt>
          <dd>{ean}</dd>
        </dl>
      )}
    </>
  );
}
