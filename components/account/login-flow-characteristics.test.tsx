import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';

import type { ClientCharacteristic } from '@/lib/contract/identity';

import { LoginFlow } from './login-flow';

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
  ajuda: 'Ajuda a sugerir embalagens',
};

// The server actions stand for the API (server-only modules); the form is what this test is about.
// Answered as pending approval: the flow stays on the page (no navigation to follow here).
const registerAction = jest.fn<Promise<Record<string, unknown>>, unknown[]>(async () => ({
  ok: true,
  destino: '/cadastro-em-analise',
  pendente: true,
  mensagem: 'Cadastro recebido',
}));
jest.mock('./login-actions', () => ({
  lookupAction: async (login: string) => ({
    ok: true,
    existe: false,
    tipo: 'EMAIL',
    valor: login,
    caracteristicas: [SEGMENTO, FUNCIONARIOS],
  }),
}));
jest.mock('./registration-actions', () => ({
  registerAction: (...args: unknown[]) => registerAction(...args),
}));
jest.mock('./password-actions', () => ({}));
jest.mock('@/stores/session-store', () => ({ clearForLogin: () => undefined }));

// No user-event in this project: fireEvent changes a field as typing ends up doing.
const type = (el: HTMLElement, value: string) => fireEvent.change(el, { target: { value } });

async function openRegistration() {
  render(<LoginFlow voltar="/" initialLogin="" />);
  const login = screen.getByLabelText('Email, CPF ou CNPJ');
  type(login, 'bar.do.ze@teste.com.br');
  fireEvent.submit(login.closest('form')!);
  const form = await screen.findByRole('form', { name: 'Cadastro' });
  type(within(form).getByLabelText('CPF ou CNPJ'), '52998224725');
  return form;
}

describe('LoginFlow, registration with the supplier’s client characteristics (spec 7)', () => {
  beforeEach(() => registerAction.mockClear());

  it('asks them (the required one marked, the optional one said so) and refuses in the browser without the required one', async () => {
    const form = await openRegistration();
    const segmento = within(form).getByRole('combobox', { name: 'Segmento do negócio' });
    expect(segmento).toBeRequired();
    const funcionarios = within(form).getByRole('textbox', { name: 'Número de funcionários (opcional)' });
    expect(funcionarios).toHaveAccessibleDescription('Ajuda a sugerir embalagens');

    type(within(form).getByLabelText('Nome completo'), 'Zé do Bar');
    type(funcionarios, '12');
    type(within(form).getByLabelText('Crie uma senha'), 'segredo123');
    fireEvent.click(within(form).getByRole('button', { name: 'Cadastrar' }));

    // The rule loads on the first submit (out of /entrar's first load): the refusal comes right after.
    expect(await within(form).findByRole('alert')).toHaveTextContent('Preencha: Segmento do negócio');
    expect(registerAction).not.toHaveBeenCalled();
    expect(segmento).toHaveAttribute('aria-invalid', 'true');
    expect(segmento).toHaveAccessibleDescription('Preencha: Segmento do negócio');
    expect(segmento).toHaveFocus();
    // Nothing typed is lost.
    expect(within(form).getByLabelText('Nome completo')).toHaveValue('Zé do Bar');
    expect(funcionarios).toHaveValue('12');
  });

  it('sends the answers with the user as caracteristicas once the required one is chosen', async () => {
    const form = await openRegistration();
    type(within(form).getByLabelText('Nome completo'), 'Zé do Bar');
    type(within(form).getByRole('combobox', { name: 'Segmento do negócio' }), 'Padaria');
    type(within(form).getByLabelText('Crie uma senha'), 'segredo123');
    await act(async () => {
      fireEvent.click(within(form).getByRole('button', { name: 'Cadastrar' }));
    });

    await waitFor(() => expect(registerAction).toHaveBeenCalledTimes(1));
    expect(registerAction.mock.calls[0]![0]).toMatchObject({
      nome: 'Zé do Bar',
      email: 'bar.do.ze@teste.com.br',
      caracteristicas: [{ idcaracteristica: SEGMENTO.idcaracteristica, valor: 'Padaria' }],
    });
    expect(await screen.findByText('Cadastro recebido')).toBeVisible();
  });
});
