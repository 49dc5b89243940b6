import { render, screen } from '@testing-library/react';

import { QuickOrder } from './quick-order';

// The server action is not what these tests look at: the form's placeholder is.
jest.mock('./actions', () => ({ quickOrderAction: jest.fn() }));

const box = () => screen.getByRole('textbox', { name: 'Ou cole as linhas (código e quantidade)' });

describe('quick order placeholder (white label)', () => {
  it("shows the supplier's own code, never another supplier's", () => {
    render(<QuickOrder base="" exemplo="HZ-00042" />);
    expect(box()).toHaveAttribute('placeholder', 'codigo;quantidade\nHZ-00042;2');
    expect(box().getAttribute('placeholder')).not.toMatch(/EBP/);
  });

  it('without a code to show: neutral wording', () => {
    render(<QuickOrder base="/adega-serra-gaucha" />);
    expect(box()).toHaveAttribute('placeholder', 'codigo;quantidade\nCODIGO;2');
  });
});
