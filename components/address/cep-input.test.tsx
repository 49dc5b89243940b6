import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';

import { CepInput } from './cep-input';

function Controlled({ onValue }: { onValue: (v: string) => void }) {
  const [cep, setCep] = useState('');
  return (
    <>
      <label htmlFor="cep">CEP</label>
      <CepInput
        id="cep"
        value={cep}
        onValueChange={(v) => {
          setCep(v);
          onValue(v);
        }}
      />
    </>
  );
}

describe('CepInput', () => {
  it('is a numeric postal-code field without maxLength (a paste with spaces is not cut)', () => {
    render(<Controlled onValue={() => {}} />);
    const input = screen.getByRole('textbox', { name: 'CEP' });
    expect(input).toHaveAttribute('inputmode', 'numeric');
    expect(input).toHaveAttribute('autocomplete', 'postal-code');
    expect(input).toHaveAttribute('placeholder', '00000-000');
    expect(input).not.toHaveAttribute('maxlength');
  });

  it.each(['01310100', '01310-100', ' 01310 100 '])('a paste of %p shows 01310-100', (pasted) => {
    const seen: string[] = [];
    render(<Controlled onValue={(v) => seen.push(v)} />);
    const input = screen.getByRole('textbox', { name: 'CEP' });
    fireEvent.change(input, { target: { value: pasted } });
    expect(input).toHaveValue('01310-100');
    expect(seen).toEqual(['01310-100']);
  });

  it('masks as typed', () => {
    render(<Controlled onValue={() => {}} />);
    const input = screen.getByRole('textbox', { name: 'CEP' });
    fireEvent.change(input, { target: { value: '05435' } });
    expect(input).toHaveValue('05435');
    fireEvent.change(input, { target: { value: '054350' } });
    expect(input).toHaveValue('05435-0');
  });

  it('uncontrolled: masks its default value and what is typed', () => {
    render(
      <>
        <label htmlFor="c">CEP</label>
        <CepInput id="c" name="cep" defaultValue="05435000" />
      </>,
    );
    const input = screen.getByRole('textbox', { name: 'CEP' });
    expect(input).toHaveValue('05435-000');
    expect(input).toHaveAttribute('name', 'cep');
    fireEvent.change(input, { target: { value: '0131 0100' } });
    expect(input).toHaveValue('01310-100');
  });
});
