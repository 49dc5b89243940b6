import { COMPANIES_ONLY_LABEL } from '@/lib/rules/supplier-audience';

/** The label of a supplier that sells to companies (CNPJ) only, wherever it is offered. */
export function CompaniesOnlyBadge() {
  return (
    <p className="mt-1 inline-block rounded border border-amber-700 bg-amber-50 px-2 py-0.5 text-xs font-semibold text-amber-900">
      {COMPANIES_ONLY_LABEL}
    </p>
  );
}
