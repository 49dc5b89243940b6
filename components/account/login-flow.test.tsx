import { render } from '@testing-library/react';

import { LoginFlow } from './login-flow';

// The server actions (server-only modules) are not what this test is about: the form's markup is.
jest.mock('./actions', () => ({}));

describe('LoginFlow, first step', () => {
  it('carries the way back: sent before hydration, the form GETs /entrar with voltar and login', () => {
    const { container } = render(<LoginFlow voltar="/produto/extrato-de-tomate-190-g" initialLogin="" />);
    const form = container.querySelector('form')!;
    const data = new FormData(form);
    expect(data.get('voltar')).toBe('/produto/extrato-de-tomate-190-g');
    expect(data.has('login')).toBe(true);
  });
});
