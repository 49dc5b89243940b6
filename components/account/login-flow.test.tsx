import { fireEvent, render, screen } from '@testing-library/react';

import { LoginFlow } from './login-flow';

// The server actions (server-only modules) are not what this test is about: the form's markup is.
const lookups: string[] = [];
jest.mock('./login-actions', () => ({
  lookupAction: async (login: string) => {
    lookups.push(login);
    return { ok: true, existe: true, tipo: 'CPF', valor: login, nome: 'Ana' };
  },
}));
jest.mock('./registration-actions', () => ({}));
jest.mock('./password-actions', () => ({}));

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

describe('LoginFlow, what the field recognised', () => {
  const field = () => screen.getByLabelText('Email, CPF ou CNPJ');
  const hint = () => document.getElementById(field().getAttribute('aria-describedby')!)!;

  it('says it under the field, in a polite live region the field is described by', () => {
    render(<LoginFlow voltar="/" initialLogin="" />);
    expect(hint()).toHaveAttribute('aria-live', 'polite');
    expect(hint()).toHaveTextContent('');
    fireEvent.change(field(), { target: { value: '52998224725' } });
    expect(field()).toHaveValue('529.982.247-25');
    expect(field()).toHaveAccessibleDescription('CPF reconhecido');
    fireEvent.change(field(), { target: { value: '12.ABC.345/01DE-35' } });
    expect(field()).toHaveAccessibleDescription('CNPJ reconhecido');
    fireEvent.change(field(), { target: { value: 'AB123456' } });
    expect(field()).toHaveAccessibleDescription('Documento estrangeiro');
  });

  it('where only companies buy, a mistyped CNPJ is refused before any call, with what was typed kept', () => {
    lookups.length = 0;
    render(<LoginFlow voltar="/" initialLogin="" somenteEmpresas />);
    // A letter O typed for the first zero: not masked, elsewhere a foreign document.
    fireEvent.change(field(), { target: { value: 'O1222333000181' } });
    expect(field()).toHaveAccessibleDescription(/^Documento estrangeiro: /);
    screen.getByRole('button', { name: 'Continuar' }).focus();
    fireEvent.submit(field().closest('form')!);
    expect(screen.getByRole('alert')).toHaveTextContent('CNPJ inválido');
    expect(field()).toHaveValue('O1222333000181');
    expect(field()).toHaveFocus();
    expect(lookups).toEqual([]);
  });
});
