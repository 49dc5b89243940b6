import type { PaymentMethod } from '@/lib/contract';

/** Drawn badges (no vendored artwork): each an <svg role="img"> named for assistive technology. */
const ICONS: Record<string, { nome: string; fundo: string; texto: string; rotulo: string }> = {
  pix: { nome: 'PIX', fundo: '#32bcad', texto: '#ffffff', rotulo: 'PIX' },
  boleto: { nome: 'Boleto bancário', fundo: '#ffffff', texto: '#1f2937', rotulo: 'BOLETO' },
  cartao: { nome: 'Cartão', fundo: '#374151', texto: '#ffffff', rotulo: 'CARTÃO' },
  visa: { nome: 'Visa', fundo: '#1a1f71', texto: '#ffffff', rotulo: 'VISA' },
  mastercard: { nome: 'Mastercard', fundo: '#ffffff', texto: '#1f2937', rotulo: 'MC' },
  elo: { nome: 'Elo', fundo: '#000000', texto: '#ffcb05', rotulo: 'elo' },
  amex: { nome: 'American Express', fundo: '#1f72cd', texto: '#ffffff', rotulo: 'AMEX' },
  hipercard: { nome: 'Hipercard', fundo: '#b3131b', texto: '#ffffff', rotulo: 'HIPER' },
};

/** The icons of what the supplier accepts: PIX, boleto, and its card brands (a plain card without brands). */
export function paymentIconKeys(formas: readonly Pick<PaymentMethod, 'tipo'>[], bandeiras: readonly string[] = []) {
  const tipos = new Set(formas.map((f) => f.tipo));
  const keys: string[] = [];
  if (tipos.has('PIX')) keys.push('pix');
  if (tipos.has('BOLETO')) keys.push('boleto');
  if (tipos.has('CARTAO_CREDITO') || tipos.has('CARTAO_DEBITO')) {
    const brands = bandeiras.map((b) => b.toLowerCase()).filter((b) => b in ICONS && b !== 'pix' && b !== 'boleto');
    keys.push(...(brands.length > 0 ? brands : ['cartao']));
  }
  return [...new Set(keys)];
}

function Badge({ k }: { k: string }) {
  const i = ICONS[k]!;
  if (k === 'mastercard')
    return (
      <svg role="img" aria-label={i.nome} viewBox="0 0 48 30" width="48" height="30">
        <rect x="0.5" y="0.5" width="47" height="29" rx="4" fill="#ffffff" stroke="#9ca3af" />
        <circle cx="19" cy="15" r="9" fill="#eb001b" />
        <circle cx="29" cy="15" r="9" fill="#f79e1b" fillOpacity="0.85" />
      </svg>
    );
  return (
    <svg role="img" aria-label={i.nome} viewBox="0 0 48 30" width="48" height="30">
      <rect x="0.5" y="0.5" width="47" height="29" rx="4" fill={i.fundo} stroke="#9ca3af" />
      <text
        x="24"
        y="19.5"
        textAnchor="middle"
        fontFamily="Arial, Helvetica, sans-serif"
        fontWeight="700"
        fontSize={i.rotulo.length > 5 ? 8 : 10}
        fill={i.texto}
      >
        {i.rotulo}
      </text>
    </svg>
  );
}

export function PaymentIcons({ keys }: { keys: readonly string[] }) {
  if (keys.length === 0) return null;
  return (
    <ul aria-label="Formas de pagamento" className="flex flex-wrap gap-2">
      {keys.map((k) => (
        <li key={k}>
          <Badge k={k} />
        </li>
      ))}
    </ul>
  );
}
