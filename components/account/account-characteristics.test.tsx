import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';

import type { ClientCharacteristic } from '@/lib/contract/identity';

import { UpdateUserForm } from './account-forms';

const SEGMENTO: ClientCharacteristic = {
  idcaracteristica: 'aaaaaaaa-0000-4000-8000-000000000001',
  nome: 'Segmento do negócio',
  tipo: 'OPCOES',
  obrigatoria: true,
  opcoes: ['Restaurante', 'Padaria'],
  ajuda: null,
};
const FUNCIONARIOS: ClientCharacteristic = {
  idcaracteristica: 'aaaaaaaa-0000-4000-8000-000000000002',
  nome: 'Número de funcionários',
  tipo: 'NUMERO',
  obrigatoria: false,
  opcoes: [],
  ajuda: null,
};

// The server action stands for the API (a server-only module); the form is what this test is about.
const updateUserAction = jest.fn<Promise<Record<string, unknown>>, unknown[]>(async () => ({
  ok: true,
  mensagem: 'Cadastro atualizado',
}));
jest.mock('./profile-actions', () => ({ updateUserAction: (...args: unknown[]) => updateUserAction(...args) }));
jest.mock('./linked-user-actions', () => ({}));

const dados = { nome: 'Zé do Bar', telefone: '', razao_social: '', nome_fantasia: '', empresa: false };

/** The form with the segment answered 'Padaria' and 8 employees. */
const renderForm = () =>
  render(
    <UpdateUserForm
      dados={dados}
      caracteristicas={[SEGMENTO, FUNCIONARIOS]}
      respostas={{ [SEGMENTO.idcaracteristica]: 'Padaria', [FUNCIONARIOS.idcaracteristica]: '8' }}
    />,
  );

describe("UpdateUserForm: the supplier's client characteristics (spec 7)", () => {
  beforeEach(() => updateUserAction.mockClear());

  // First in this file: the check's code (a module-level import) has not arrived yet.
  it('a submit before the check has arrived waits for it and gets the same refusal, nothing sent', async () => {
    renderForm();
    const form = screen.getByRole('form', { name: 'Atualizar cadastro' });
    const segmento = within(form).getByRole('combobox', { name: 'Segmento do negócio' });
    const funcionarios = within(form).getByRole('textbox', { name: 'Número de funcionários (opcional)' });
    fireEvent.change(funcionarios, { target: { value: '1.200' } });
    fireEvent.change(segmento, { target: { value: '' } });
    await act(async () => {
      fireEvent.click(within(form).getByRole('button', { name: 'Salvar cadastro' }));
      fireEvent.click(within(form).getByRole('button', { name: 'Salvar cadastro' }));
    });
    await waitFor(() => expect(within(form).getByRole('alert')).toHaveTextContent('Preencha: Segmento do negócio'));
    expect(updateUserAction).not.toHaveBeenCalled();
    expect(segmento).toHaveAttribute('aria-invalid', 'true');
    expect(segmento).toHaveFocus();
    expect(funcionarios).toHaveValue('1.200');

    // Answered: sent once.
    fireEvent.change(segmento, { target: { value: 'Restaurante' } });
    await act(async () => {
      fireEvent.click(within(form).getByRole('button', { name: 'Salvar cadastro' }));
    });
    await waitFor(() => expect(updateUserAction).toHaveBeenCalledTimes(1));
  });

  it('shows the current answers; a required one cleared is refused in the browser, its field marked and focused', async () => {
    renderForm();
    // The check's code arrives a moment after hydration (account-forms.tsx).
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    const form = screen.getByRole('form', { name: 'Atualizar cadastro' });
    const segmento = within(form).getByRole('combobox', { name: 'Segmento do negócio' });
    expect(segmento).toHaveValue('Padaria');
    expect(within(form).getByRole('textbox', { name: 'Número de funcionários (opcional)' })).toHaveValue('8');

    fireEvent.change(segmento, { target: { value: '' } });
    await act(async () => {
      fireEvent.click(within(form).getByRole('button', { name: 'Salvar cadastro' }));
    });
    expect(updateUserAction).not.toHaveBeenCalled();
    expect(within(form).getByRole('alert')).toHaveTextContent('Preencha: Segmento do negócio');
    expect(segmento).toHaveAttribute('aria-invalid', 'true');
    expect(segmento).toHaveFocus();

    fireEvent.change(segmento, { target: { value: 'Restaurante' } });
    await act(async () => {
      fireEvent.click(within(form).getByRole('button', { name: 'Salvar cadastro' }));
    });
    await waitFor(() => expect(updateUserAction).toHaveBeenCalledTimes(1));
    const sent = updateUserAction.mock.calls[0]!.at(-1) as FormData;
    expect(sent.get(`caracteristica:${SEGMENTO.idcaracteristica}`)).toBe('Restaurante');
    expect(sent.get(`caracteristica:${FUNCIONARIOS.idcaracteristica}`)).toBe('8');
  });
});
