import { render, screen } from '@testing-library/react';

import { formatBRL } from '@/lib/rules/money';

import { FreeShippingBar } from './free-shipping-bar';

const text = (s: string) => s.replace(/\s/g, ' ');

describe('FreeShippingBar', () => {
  it('below the threshold: what is missing, and a labelled bar at the cart value', () => {
    render(<FreeShippingBar total={12_345} limite={20_000} />);
    expect(text(screen.getByText(/para frete grátis$/).textContent!)).toBe(
      text(`Faltam ${formatBRL(7_655)} para frete grátis`),
    );
    const bar = screen.getByRole('progressbar', { name: 'Progresso para o frete grátis' });
    expect(bar).toHaveAttribute('value', '12345');
    expect(bar).toHaveAttribute('max', '20000');
  });

  it('at the threshold: free freight won, the bar full', () => {
    render(<FreeShippingBar total={20_000} limite={20_000} />);
    expect(screen.getByText('Você ganhou frete grátis!')).toBeInTheDocument();
    expect(screen.getByRole('progressbar')).toHaveAttribute('value', '20000');
  });

  it('no threshold: nothing', () => {
    const { container } = render(<FreeShippingBar total={20_000} limite={null} />);
    expect(container).toBeEmptyDOMElement();
  });
});
