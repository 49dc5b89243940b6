import { ageGateExempt, requiresAgeCheck } from './age-gate';

it('asks on adults-only suppliers until answered', () => {
  expect(requiresAgeCheck(['has-collect'], undefined)).toBe('liberado');
  expect(requiresAgeCheck(['requires-age-check'], undefined)).toBe('pergunta');
  expect(requiresAgeCheck(['requires-age-check'], 'sim')).toBe('liberado');
  expect(requiresAgeCheck(['requires-age-check'], 'nao')).toBe('recusado');
});

it('exempts the pages that show no catalog', () => {
  for (const p of [
    '/entrar',
    '/conta',
    '/conta/enderecos',
    '/redefinir-senha',
    '/convite-vinculado',
    '/notificacoes/descadastrar',
    '/erro/too-many-request',
    '/pagina/politica-de-privacidade',
    '/api/sessao/sair',
    '/verificacao-idade',
  ]) {
    expect(ageGateExempt(p)).toBe(true);
  }
  for (const p of ['/', '/link/x', '/entrarx', '/contas', '/pagina', '/buscas', '/produto', '/produto/a/b']) {
    expect(ageGateExempt(p)).toBe(false);
  }
});

it('renders the crawlable catalog pages under the dialog instead of rewriting them (decision 0045)', () => {
  for (const p of ['/busca', '/produto/merlot', '/pagina/sobre']) expect(ageGateExempt(p)).toBe(true);
});
