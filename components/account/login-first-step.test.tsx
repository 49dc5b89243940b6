import { renderToStaticMarkup } from 'react-dom/server';

import { LoginFirstStep } from './login-first-step';
import { LoginFlow } from './login-flow';

jest.mock('./login-actions', () => ({}));
jest.mock('./registration-actions', () => ({}));
jest.mock('./password-actions', () => ({}));

// The ids differ (the flow's come from useId): each is replaced by where it is used.
const withoutIds = (html: string) => {
  const ids = [...html.matchAll(/ id="([^"]+)"/g)].map((m) => m[1]!);
  return ids.reduce((h, id, i) => h.split(`"${id}"`).join(`"id-${i}"`), html);
};

describe('LoginFirstStep', () => {
  it.each([
    ['empty', { voltar: '/', initialLogin: '' }],
    ['a CPF brought back by ?login=', { voltar: '/carrinho', initialLogin: '52998224725' }],
    ['a store with representatives', { voltar: '/', initialLogin: '', representantes: true }],
    ['a store that sells only to companies', { voltar: '/', initialLogin: '52998224725', somenteEmpresas: true }],
  ])('is the login flow’s first step, without its code: %s', (_, props) => {
    const fallback = renderToStaticMarkup(<LoginFirstStep {...props} />);
    expect(fallback).toContain('Continuar');
    // The flow's form alone is marked for a submit held until it hydrates (early-submit.ts): the fallback is replaced,
    // not hydrated, where it shows (a client navigation), so a submit there must post as without JavaScript.
    expect(fallback).not.toContain('data-lazy-submit');
    const flow = renderToStaticMarkup(<LoginFlow {...props} />);
    expect(flow).toContain(' data-lazy-submit=""');
    expect(withoutIds(fallback)).toBe(withoutIds(flow.replace(' data-lazy-submit=""', '')));
  });
});
