'use client';

import type { TaxOfficeData } from '@/lib/contract/identity';
import { TAX_REGIME_LABELS } from '@/lib/rules/tax-regime';

const input = 'w-full rounded border border-gray-400 px-3 py-2 text-gray-900';

type Values = { inscricao_estadual?: string; ie_isento?: boolean; regime_tributario?: string };

/** A company's sign-up extras (decision 0049): the tax office's address, CEP first; IE or "Isento"; tax regime. */
export default function CompanyTaxFields({
  endereco,
  inscricao,
  isento,
  regime,
  onChange,
}: {
  endereco: TaxOfficeData['endereco'] | null;
  inscricao: string;
  isento: boolean;
  regime: string;
  onChange: (v: Values) => void;
}) {
  return (
    <>
      {endereco && (
        <div className="mb-3 text-sm">
          <p className="font-medium">Endereço (Receita Federal)</p>
          <p>
            CEP {endereco.cep.replace(/^(\d{5})(\d{3})$/, '$1-$2')} — {endereco.rua}, {endereco.numero}
            {endereco.complemento ? `, ${endereco.complemento}` : ''} — {endereco.bairro}, {endereco.cidade}/
            {endereco.uf}
          </p>
        </div>
      )}
      <div className="mb-3">
        <label htmlFor="cadastro-ie" className="mb-1 block text-sm font-medium">
          Inscrição Estadual
        </label>
        <input
          id="cadastro-ie"
          name="inscricao_estadual"
          type="text"
          className={input}
          value={isento ? '' : inscricao}
          onChange={(e) => onChange({ inscricao_estadual: e.target.value })}
          disabled={isento}
          inputMode="numeric"
        />
      </div>
      <label className="mb-3 flex items-center gap-2 text-sm">
        <input
          type="checkbox"
          name="ie_isento"
          checked={isento}
          onChange={(e) => onChange({ ie_isento: e.target.checked })}
        />
        Isento
      </label>
      <div className="mb-3">
        <label htmlFor="cadastro-regime" className="mb-1 block text-sm font-medium">
          Regime tributário
        </label>
        <select
          id="cadastro-regime"
          name="regime_tributario"
          className={input}
          value={regime}
          onChange={(e) => onChange({ regime_tributario: e.target.value })}
        >
          <option value="">Selecione</option>
          {Object.entries(TAX_REGIME_LABELS).map(([v, l]) => (
            <option key={v} value={v}>
              {l}
            </option>
          ))}
        </select>
      </div>
    </>
  );
}
