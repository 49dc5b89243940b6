import { loginFieldError, maskLogin, registrationFields, stepAfterLookup } from './login-steps';

describe('login step logic', () => {
  it('validates check digits before any call', () => {
    expect(loginFieldError('529.982.247-25')).toBeNull();
    expect(loginFieldError('52998224725')).toBeNull();
    expect(loginFieldError('11.222.333/0001-81')).toBeNull();
    expect(loginFieldError('12.ABC.345/01DE-35')).toBeNull();
    expect(loginFieldError('maria@demo.com.br')).toBeNull();
    expect(loginFieldError('529.982.247-26')).toBe('Email ou CPF Invalido');
    expect(loginFieldError('11.222.333/0001-82')).toBe('Email ou CPF Invalido');
    expect(loginFieldError('')).toBe('Email ou CPF Invalido');
  });
  it('masks as typed', () => {
    expect(maskLogin('52998224725')).toBe('529.982.247-25');
    expect(maskLogin('11222333000181')).toBe('11.222.333/0001-81');
    expect(maskLogin('ana@x.com')).toBe('ana@x.com');
  });
  it('known → password, unknown → registration', () => {
    expect(stepAfterLookup(true)).toBe('senha');
    expect(stepAfterLookup(false)).toBe('cadastro');
  });
  it('company fields for a CNPJ, document field for an email', () => {
    expect(registrationFields('CNPJ').empresa).toBe(true);
    expect(registrationFields('EMAIL')).toEqual({ empresa: false, pedeDocumento: true, pedeEmail: false });
    expect(registrationFields('CPF')).toEqual({ empresa: false, pedeDocumento: false, pedeEmail: true });
  });
});
