import { FIELD } from './field-names';

/**
 * On a support-budget supplier whose prices the buyer sees: buy now, or send the cart as a quote
 * request that the supplier prices (decision 0022). A plain radio pair in the checkout form.
 */
export function QuoteChoice() {
  return (
    <fieldset className="flex flex-col gap-2 rounded border border-gray-300 p-3">
      <legend className="px-1 font-semibold">Como enviar</legend>
      <label className="flex items-start gap-2">
        <input type="radio" name={FIELD.orcamento} value="" defaultChecked className="mt-1" />
        <span>
          <span className="block font-semibold">Comprar agora</span>
          <span className="block text-sm">O pedido segue com os preços acima e a forma de pagamento escolhida.</span>
        </span>
      </label>
      <label className="flex items-start gap-2">
        <input type="radio" name={FIELD.orcamento} value="1" className="mt-1" />
        <span>
          <span className="block font-semibold">Solicitar orçamento</span>
          <span className="block text-sm">
            O fornecedor analisa os itens e responde com os preços e a validade; nada é cobrado até você aceitar. Cupons
            não valem em orçamentos.
          </span>
        </span>
      </label>
      <p data-so-orcamento="" className="rounded bg-blue-50 p-2 text-sm text-blue-950">
        No orçamento quem define os preços é o fornecedor: descontos ou acréscimos da forma de pagamento e cupons não se
        aplicam.
      </p>
    </fieldset>
  );
}
