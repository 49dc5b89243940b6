import { formatBRL } from '@/lib/rules/money';

/** The supplier's service hours and convenience fee beside the cart (spec 5; GET /v4/static-text). Server-rendered. */
export function CartSupplierInfo({ horario, taxa }: { horario: string | null; taxa: number | null }) {
  if (!horario && !taxa) return null;
  return (
    <ul aria-label="Condições do fornecedor" className="flex flex-col gap-1 text-sm text-gray-700">
      {horario && <li>Horário de atendimento: {horario}</li>}
      {taxa ? <li>Taxa de conveniência: {formatBRL(taxa)}</li> : null}
    </ul>
  );
}
