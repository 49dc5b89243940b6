import { accessGate, isGateExempt, relativePath, rendersUnderGate } from './gate';

const ATACADO = { tag: ['has-delivery', 'requires-address-to-access'], modulos: ['Orçamento web', 'Web-commerce'] };
const CHOICE = { tag: ['has-delivery', 'requires-supplier-to-access'], modulos: ['Web-commerce'] };
const EMPORIO = { tag: ['has-delivery', 'has-collect'], modulos: ['Web-commerce'] };
const NONE = { idendereco: null, lat: null, fornecedorEscolhido: false };

describe('accessGate', () => {
  it('atacado without a place: the address gate on catalog pages, not on login/account/static pages', () => {
    expect(accessGate(ATACADO, NONE, '/')).toBe('endereco');
    expect(accessGate(ATACADO, NONE, '/busca')).toBe('endereco');
    expect(accessGate(ATACADO, NONE, '/produto/arroz')).toBe('endereco');
    for (const p of [
      '/entrar',
      '/conta',
      '/conta/enderecos',
      '/redefinir-senha',
      '/cadastro-em-analise',
      '/login-token/x/y',
      '/erro/too-many-request',
      '/pagina/sobre',
    ]) {
      expect(accessGate(ATACADO, NONE, p)).toBeNull();
    }
  });
  it('a point or a saved address opens it', () => {
    expect(accessGate(ATACADO, { ...NONE, lat: -23.5 }, '/')).toBeNull();
    expect(accessGate(ATACADO, { ...NONE, idendereco: '9a1b2c3d-4e5f-4a6b-8c7d-0e1f2a3b4c01' }, '/')).toBeNull();
  });
  it('requires-supplier-to-access: a supplier choice first', () => {
    expect(accessGate(CHOICE, { ...NONE, lat: -23.5 }, '/')).toBe('fornecedor');
    expect(accessGate(CHOICE, { ...NONE, lat: -23.5, fornecedorEscolhido: true }, '/')).toBeNull();
  });
  it('no gate for a supplier without those tags', () => {
    expect(accessGate(EMPORIO, NONE, '/')).toBeNull();
  });
  it('module access: the storefront module or Todos', () => {
    expect(accessGate({ ...EMPORIO, modulos: ['Commerce app'] }, NONE, '/')).toBe('modulo');
    expect(accessGate({ ...EMPORIO, modulos: ['Commerce app'] }, NONE, '/entrar')).toBe('modulo');
    expect(accessGate({ ...EMPORIO, modulos: [] }, NONE, '/', ['Todos'])).toBeNull();
  });
});

describe('paths', () => {
  it('relative to the storefront base', () => {
    expect(relativePath('/atacado-horizonte/busca?q=1', '/atacado-horizonte')).toBe('/busca');
    expect(relativePath('/atacado-horizonte', '/atacado-horizonte')).toBe('/');
    expect(relativePath('/busca', '')).toBe('/busca');
    expect(relativePath(null, '')).toBe('/');
  });
  it('exempt prefixes match whole segments', () => {
    expect(isGateExempt('/entrar')).toBe(true);
    expect(isGateExempt('/entrarx')).toBe(false);
    expect(isGateExempt('/paginas')).toBe(false);
  });
});

it('renders product, listing and content pages under the gate, nothing else (decision 0045)', () => {
  for (const p of ['/produto/merlot', '/busca', '/pagina/sobre']) expect(rendersUnderGate(p)).toBe(true);
  for (const p of ['/', '/carrinho', '/checkout', '/produto', '/produto/a/b', '/buscas', '/ofertas', '/combos'])
    expect(rendersUnderGate(p)).toBe(false);
});
