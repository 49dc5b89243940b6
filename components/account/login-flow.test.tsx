import { fireEvent, render, screen } from '@testing-library/react';

import { LoginFlow } from './login-flow';

// The server actions (server-only modules) are not what this test is about: the form's markup is.
jest.mock('./actions', () => ({
  lookupAction: async (login: string) => ({ ok: true, existe: true, tipo: 'CPF', valor: login, nome: 'Ana' }),
}));

describe('LoginFlow, first step', () => {
  it('carries the way back: sent before hydration, the form GETs /entrar with voltar and login', () => {
    const { container } = render(<LoginFlow voltar="/produto/extrato-de-tomate-190-g" initialLogin="" />);
    const form = container.querySelector('form')!;
    const data = new FormData(form);
    expect(data.get('voltar')).toBe('/produto/extrato-de-tomate-190-g');
    expect(data.has('login')).toBe(true);
  });
});

describe('LoginFlow, password step', () => {
  it('starts empty: the login typed in the first step is not left in the password field', async () => {
    render(<LoginFlow voltar="/" initialLogin="" />);
    fireEvent.change(screen.getByLabelText('Email, CPF ou CNPJ'), { target: { value: '11144477735' } });
    fireEvent.submit(screen.getByLabelText('Email, CPF ou CNPJ').closest('form')!);
    const senha = await screen.findByLabelText('Senha');
    expect(senha).toHaveValue('');
    expect(senha).toHaveFocus();
  });
});
