import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';

import { PhoneInput } from './phone-input';

function Controlled() {
  const [telefone, setTelefone] = useState('');
  return (
    <>
      <label htmlFor="tel">Telefone</label>
      <PhoneInput id="tel" value={telefone} onValueChange={setTelefone} />
      <output>{telefone}</output>
    </>
  );
}

function Uncontrolled({ defaultValue }: { defaultValue?: string }) {
  return (
    <form aria-label="Cadastro">
      <label htmlFor="tel">Telefone</label>
      <PhoneInput id="tel" name="telefone" defaultValue={defaultValue} />
    </form>
  );
}

describe('PhoneInput', () => {
  it('is a tel field with the phone keyboard and autofill, without maxLength (a paste with +55 is not cut)', () => {
    render(<Uncontrolled />);
    const input = screen.getByRole('textbox', { name: 'Telefone' });
    expect(input).toHaveAttribute('type', 'tel');
    expect(input).toHaveAttribute('inputmode', 'tel');
    expect(input).toHaveAttribute('autocomplete', 'tel');
    expect(input).not.toHaveAttribute('maxlength');
  });

  it.each([
    ['controlled', Controlled],
    ['uncontrolled (a server-action form)', Uncontrolled],
  ])('%s: masks key by key as a person types', async (_, Form) => {
    render(<Form />);
    const input = screen.getByRole('textbox', { name: 'Telefone' });
    await userEvent.type(input, '11987654321');
    await waitFor(() => expect(input).toHaveValue('(11) 98765-4321'));
    await userEvent.clear(input);
    await userEvent.type(input, '(11) 3031-4500');
    await waitFor(() => expect(input).toHaveValue('(11) 3031-4500'));
  });

  it('uncontrolled: a pasted number (+55, spaces) is masked, and the form sends the masked text', async () => {
    render(<Uncontrolled defaultValue="(54) 3345-1200" />);
    const input = screen.getByRole('textbox', { name: 'Telefone' });
    expect(input).toHaveValue('(54) 3345-1200');
    fireEvent.change(input, { target: { value: '+55 11 98765-4321' } });
    // The mask's code arrives with the first change.
    await waitFor(() => expect(input).toHaveValue('(11) 98765-4321'));
    expect(new FormData(screen.getByRole('form', { name: 'Cadastro' }) as HTMLFormElement).get('telefone')).toBe(
      '(11) 98765-4321',
    );
  });

  it('editing in the middle keeps the caret after the digit typed', async () => {
    render(<Controlled />);
    const input = screen.getByRole<HTMLInputElement>('textbox', { name: 'Telefone' });
    await userEvent.type(input, '1130314500');
    await waitFor(() => expect(input).toHaveValue('(11) 3031-4500'));
    // A digit forgotten after the DDD: the caret put after "(11) " and a 9 typed.
    input.setSelectionRange(5, 5);
    await userEvent.type(input, '9', { initialSelectionStart: 5, initialSelectionEnd: 5 });
    await waitFor(() => expect(input).toHaveValue('(11) 93031-4500'));
    expect(input.selectionStart).toBe(6);
  });
});
