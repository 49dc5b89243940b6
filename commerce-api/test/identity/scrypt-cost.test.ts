/**
 * The password hashes' cost (domain/identity/crypto.ts, SCRYPT_LOG_N in config.ts): 2^15 unless the database
 * dies with the process, and a stored hash keeps the cost it was made with.
 */
import { readEnv, SCRYPT_COST_MESSAGE } from '../../src/config';
import { hashPassword, SCRYPT_PARAMS, setPasswordHashCost, verifyPassword } from '../../src/domain/identity/crypto';

const env = (e: Record<string, string>) => e as unknown as NodeJS.ProcessEnv;

describe('custo do scrypt', () => {
  afterEach(() => setPasswordHashCost(15));

  it('é 2^15 por padrão, também em produção', () => {
    expect(SCRYPT_PARAMS.N).toBe(2 ** 15);
    expect(readEnv(env({})).SCRYPT_LOG_N).toBe(15);
    expect(readEnv(env({ NODE_ENV: 'production', ADMIN_API_KEY: 'uma-chave-propria-longa' })).SCRYPT_LOG_N).toBe(15);
  });

  it('abaixo de 15 só num banco descartável, e nunca em produção', () => {
    expect(readEnv(env({ SCRYPT_LOG_N: '10', PGLITE_DATA_DIR: 'memory://' })).SCRYPT_LOG_N).toBe(10);
    expect(readEnv(env({ SCRYPT_LOG_N: '10', NODE_ENV: 'test', DATABASE_URL: 'postgres://x/y' })).SCRYPT_LOG_N).toBe(
      10,
    );
    // The default PGlite folder, a server, or production: refused with the reason.
    expect(() => readEnv(env({ SCRYPT_LOG_N: '10' }))).toThrow(SCRYPT_COST_MESSAGE);
    expect(() =>
      readEnv(env({ SCRYPT_LOG_N: '12', PGLITE_DATA_DIR: 'memory://', DATABASE_URL: 'postgres://x/y' })),
    ).toThrow(SCRYPT_COST_MESSAGE);
    expect(() =>
      readEnv(
        env({
          SCRYPT_LOG_N: '10',
          PGLITE_DATA_DIR: 'memory://',
          NODE_ENV: 'production',
          ADMIN_API_KEY: 'uma-chave-propria-longa',
        }),
      ),
    ).toThrow(SCRYPT_COST_MESSAGE);
    // Out of range either way.
    expect(() => readEnv(env({ SCRYPT_LOG_N: '9', NODE_ENV: 'test' }))).toThrow();
    expect(() => readEnv(env({ SCRYPT_LOG_N: '21' }))).toThrow();
  });

  it('cada hash guarda o seu custo: um feito a 2^10 confere depois que o custo volta a 2^15', async () => {
    setPasswordHashCost(10);
    const cheap = await hashPassword('Senha-de-teste-1');
    expect(cheap).toMatch(/^scrypt\$1024\$8\$1\$/);
    setPasswordHashCost(15);
    const full = await hashPassword('Senha-de-teste-1');
    expect(full).toMatch(/^scrypt\$32768\$8\$1\$/);
    await expect(verifyPassword('Senha-de-teste-1', cheap)).resolves.toBe(true);
    await expect(verifyPassword('Senha-de-teste-2', cheap)).resolves.toBe(false);
    await expect(verifyPassword('Senha-de-teste-1', full)).resolves.toBe(true);
    expect(() => setPasswordHashCost(9)).toThrow(RangeError);
  });
});
