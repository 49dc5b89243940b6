/** @jest-environment node */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { DEMO_ACCOUNTS, DEMO_API_KEY, DEMO_PASSWORD, DEMO_SUPPLIERS } from '../commerce-api/seed/demo-world';
import { loadTarget, missingStoreReason, parseSecrets, readProfile } from '../e2e/target';

const EXAMPLE = path.join(__dirname, '..', 'e2e', 'profiles', 'demo.example.json');

function writeProfile(profile: unknown, secrets?: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'e2e-perfil-'));
  const file = path.join(dir, 'alvo.local.json');
  writeFileSync(file, JSON.stringify(profile));
  if (secrets !== undefined) writeFileSync(path.join(dir, 'segredos.local.env'), secrets);
  return file;
}

describe('e2e target (e2e/target.ts)', () => {
  test('without E2E_PROFILE: the demo world on the local storefront, as the local run has always used it', () => {
    const t = loadTarget({}, (host) => `http://${host}:3100`);
    expect(t.fromProfile).toBe(false);
    expect(t.stores.consumer?.home).toBe(`http://${DEMO_SUPPLIERS.emporio.dominio}:3100`);
    expect(t.stores.company?.slug).toBe(DEMO_SUPPLIERS.atacado.slug);
    expect(t.stores.pickup?.url('/busca?q=vinho')).toBe(`http://${DEMO_SUPPLIERS.adega.dominio}:3100/busca?q=vinho`);
    expect(t.accounts.approvedCompany).toEqual({
      role: 'approvedCompany',
      store: 'company',
      login: DEMO_ACCOUNTS.empresaAprovada.login,
      password: DEMO_PASSWORD,
      apiKey: { idErpUsuario: DEMO_API_KEY.idErpUsuario, key: DEMO_API_KEY.apiKey },
    });
    expect(t.accounts.consumer?.apiKey).toBeUndefined();
    expect(t.defaultTheme).toEqual({
      origin: `http://${DEMO_SUPPLIERS.semTema.dominio}:3100`,
      slug: DEMO_SUPPLIERS.semTema.slug,
      idfornecedor: DEMO_SUPPLIERS.semTema.idfornecedor,
    });
  });

  test('the committed example is a valid profile, its passwords read from the environment', () => {
    const env = {
      E2E_PROFILE: EXAMPLE,
      E2E_SENHA_CONSUMIDOR: 'a',
      E2E_SENHA_EMPRESA: 'b',
      E2E_SENHA_REPRESENTANTE: 'c',
      E2E_SENHA_ATENDENTE: 'd',
      E2E_CHAVE_API_EMPRESA: 'chave',
    };
    const t = loadTarget(env);
    expect(t.fromProfile).toBe(true);
    expect(t.ignoreHTTPSErrors).toBe(true);
    // A store on a shared host lives under /<slug>.
    expect(t.stores.pickup?.home).toBe('https://127.0.0.1:8443/adega-serra');
    expect(t.stores.pickup?.url('/busca')).toBe('https://127.0.0.1:8443/adega-serra/busca');
    expect(t.stores.consumer?.url('/')).toBe('https://emporio.localhost:8443/');
    expect(t.accounts.pendingCompany?.password).toBe('b');
    expect(t.accounts.approvedCompany?.apiKey).toEqual({ idErpUsuario: 'ERP-1001', key: 'chave' });
    expect(t.defaultTheme?.origin).toBe('https://semtema.localhost:8443');
  });

  test("an account's API key: from the environment or the secrets file; both or neither of key and keyEnv is refused", () => {
    const stores = { company: { origin: 'https://loja.exemplo.com.br', slug: 'loja' } };
    const withKey = (apiKey: unknown) =>
      writeProfile(
        {
          name: 'chave',
          secretsFile: 'segredos.local.env',
          stores,
          accounts: { approvedCompany: { store: 'company', login: 'x', password: 'y', apiKey } },
        },
        'E2E_CHAVE=do-arquivo\n',
      );
    const fromFile = loadTarget({ E2E_PROFILE: withKey({ idErpUsuario: 'ERP-7', keyEnv: 'E2E_CHAVE' }) });
    expect(fromFile.accounts.approvedCompany?.apiKey).toEqual({ idErpUsuario: 'ERP-7', key: 'do-arquivo' });
    const missing = withKey({ idErpUsuario: 'ERP-7', keyEnv: 'E2E_CHAVE_AUSENTE' });
    expect(() => loadTarget({ E2E_PROFILE: missing })).toThrow(/chave de API de approvedCompany \(E2E_CHAVE_AUSENTE\)/);
    expect(() => readProfile(withKey({ idErpUsuario: 'ERP-7' }))).toThrow(/apiKey: key ou keyEnv/);
    expect(() => readProfile(withKey({ idErpUsuario: 'ERP-7', key: 'a', keyEnv: 'E2E_CHAVE' }))).toThrow(
      /apiKey: key ou keyEnv/,
    );
  });

  test('absent roles stay absent; the secrets file fills passwords the environment lacks, the environment wins', () => {
    const file = writeProfile(
      {
        name: 'só o empório',
        secretsFile: 'segredos.local.env',
        stores: { consumer: { origin: 'https://loja.exemplo.com.br:8443/', slug: 'emporio-bom-preco' } },
        accounts: {
          consumer: { store: 'consumer', login: 'qa@exemplo.com.br', passwordEnv: 'E2E_SENHA_QA' },
          principal: { store: 'consumer', login: 'titular@exemplo.com.br', passwordEnv: 'E2E_SENHA_TITULAR' },
        },
      },
      '# senhas\nE2E_SENHA_QA="do-arquivo"\nE2E_SENHA_TITULAR=titular\n',
    );
    const t = loadTarget({ E2E_PROFILE: file, E2E_SENHA_QA: 'do-ambiente' });
    expect(Object.keys(t.stores)).toEqual(['consumer']);
    expect(t.stores.consumer?.origin).toBe('https://loja.exemplo.com.br:8443');
    expect(t.accounts.consumer?.password).toBe('do-ambiente');
    expect(t.accounts.principal?.password).toBe('titular');
    expect(t.accounts.attendant).toBeUndefined();
    expect(t.defaultTheme).toBeUndefined();
    expect(missingStoreReason('company')).toBe('o alvo não tem loja de empresa');
  });

  test('a bad profile is refused with each field named', () => {
    const file = writeProfile({
      name: 'ruim',
      stores: { company: { origin: 'ftp://x/loja', slug: 'Não Slug' }, outra: {} },
      accounts: { consumer: { store: 'consumer', login: 'x' } },
    });
    let message = '';
    try {
      readProfile(file);
    } catch (e) {
      message = (e as Error).message;
    }
    expect(message).toContain('inválido');
    expect(message).toMatch(/stores\.company\.origin: origin: só esquema, host e porta/);
    expect(message).toMatch(/stores\.company\.slug: slug inválido/);
    expect(message).toMatch(/accounts\.consumer: conta: password ou passwordEnv/);
  });

  test('an account of a store the profile lacks, or a password nowhere, stops the run before any test', () => {
    const orphan = writeProfile({
      name: 'órfã',
      stores: {},
      accounts: { approvedCompany: { store: 'company', login: 'x', password: 'y' } },
    });
    expect(() => loadTarget({ E2E_PROFILE: orphan })).toThrow(/da loja company, que o perfil não tem/);
    const noPassword = writeProfile({
      name: 'sem senha',
      stores: { consumer: { origin: 'https://loja.exemplo.com.br', slug: 'loja' } },
      accounts: { consumer: { store: 'consumer', login: 'x', passwordEnv: 'E2E_SENHA_AUSENTE' } },
    });
    expect(() => loadTarget({ E2E_PROFILE: noPassword })).toThrow(/E2E_SENHA_AUSENTE/);
  });

  test('secrets: KEY=value lines, comments and quotes', () => {
    expect(parseSecrets('# x\nA=1\n B = "dois" \nC=\'três\'\nsem-igual\n')).toEqual({ A: '1', B: 'dois', C: 'três' });
  });
});
