/** @jest-environment node */
import { redirect } from 'next/navigation';
import { z } from 'zod';

import { CommerceApiError, CommerceRateLimitError } from '@/lib/commerce/errors';

import {
  asFormState,
  defineAction,
  FORBIDDEN_RESULT,
  formData,
  ignoreFailure,
  mapActionError,
  redirectOnRateLimit,
  type ActionResult,
} from './define-action';

// The request the action serves: its headers (Origin, Host) and what the session resolves to.
let requestHeaders = new Headers();
const supplierCtx = { supplier: { idfornecedor: 'f1', tag: [] }, base: '/emporio' };
let supplier: typeof supplierCtx | null = supplierCtx;
let customer: (typeof supplierCtx & { account: { token: string } }) | null = null;

jest.mock('server-only', () => ({}));
jest.mock('next/headers', () => ({ headers: async () => requestHeaders }));
jest.mock('@/lib/session/flow', () => ({
  absoluteOnVisitorOrigin: async (path: string) => `http://emporio.localhost${path}`,
}));
jest.mock('./context', () => ({
  requestSupplier: async () => supplier,
  requestCustomer: async () => customer,
}));

const sameOrigin = () => new Headers({ host: 'emporio.localhost', origin: 'http://emporio.localhost' });

beforeEach(() => {
  requestHeaders = sameOrigin();
  supplier = supplierCtx;
  customer = null;
  jest.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => jest.restoreAllMocks());

/** A redirect thrown by Next (what `redirect()` throws). */
function caughtRedirect(): unknown {
  try {
    redirect('/somewhere');
  } catch (error) {
    return error;
  }
  throw new Error('redirect() did not throw');
}

describe('defineAction', () => {
  it('is an async function, as Next requires of a "use server" export', () => {
    const action = defineAction({ session: 'none', fallback: 'x', run: async () => ({ ok: true }) });
    expect(action.constructor.name).toBe('AsyncFunction');
  });

  it('refuses a foreign or null Origin without resolving the session or running the action', async () => {
    const run = jest.fn(async () => ({ ok: true as const }));
    const action = defineAction({ session: 'customer', fallback: 'x', run });
    for (const origin of ['http://evil.com', 'null']) {
      requestHeaders = new Headers({ host: 'emporio.localhost', origin });
      await expect(action()).resolves.toEqual({ ok: false, erro: 'Origem da requisição não permitida' });
    }
    requestHeaders = new Headers({ host: 'emporio.localhost', 'sec-fetch-site': 'cross-site' });
    await expect(action()).resolves.toEqual(FORBIDDEN_RESULT);
    expect(run).not.toHaveBeenCalled();
  });

  it('runs with the parsed arguments and the supplier', async () => {
    const action = defineAction({
      input: z.tuple([z.string().trim(), z.number()]),
      session: 'supplier',
      fallback: 'x',
      run: async ({ input: [name, n], supplier: s, base }) => ({
        ok: true as const,
        name,
        n,
        id: s.idfornecedor,
        base,
      }),
    });
    await expect(action('  ana ', 2)).resolves.toEqual({ ok: true, name: 'ana', n: 2, id: 'f1', base: '/emporio' });
  });

  it('answers a refused input with the first pt-BR message and each field’s own in campos', async () => {
    const run = jest.fn(async () => ({ ok: true as const }));
    const action = defineAction({
      input: z.tuple([z.object({ nome: z.string().min(2, 'Informe o nome'), idade: z.number(), email: z.string() })]),
      session: 'none',
      fallback: 'x',
      run,
    });
    const r = await action({ nome: 'a', idade: 'dez' as unknown as number, email: 'a@b.c' });
    expect(r).toEqual({
      ok: false,
      erro: 'Informe o nome',
      campos: { nome: 'Informe o nome', idade: 'Entrada inválida: esperava um número, recebeu um texto' },
    });
    expect(run).not.toHaveBeenCalled();
  });

  it('a message without a field (a positional argument) has no campos; `invalid` replaces the fields’ messages', async () => {
    const positional = defineAction({
      input: z.tuple([z.string().min(1, 'Login inválido')]),
      session: 'none',
      fallback: 'x',
      run: async () => ({ ok: true }),
    });
    await expect(positional('')).resolves.toEqual({ ok: false, erro: 'Login inválido' });
    const fixed = defineAction({
      input: z.tuple([z.object({ cep: z.string().max(2, 'Valor muito longo') })]),
      invalid: 'Dados do endereço inválidos',
      session: 'none',
      fallback: 'x',
      run: async () => ({ ok: true }),
    });
    await expect(fixed({ cep: '12345' })).resolves.toEqual({ ok: false, erro: 'Dados do endereço inválidos' });
  });

  it('no supplier → `noSupplier` (else `fallback`); no logged-in customer → session expired', async () => {
    supplier = null;
    const run = jest.fn(async () => ({ ok: true as const }));
    await expect(defineAction({ session: 'supplier', fallback: 'Erro geral', run })()).resolves.toEqual({
      ok: false,
      erro: 'Erro geral',
    });
    await expect(
      defineAction({ session: 'supplier', fallback: 'Erro geral', noSupplier: 'Link inválido', run })(),
    ).resolves.toEqual({
      ok: false,
      erro: 'Link inválido',
    });
    await expect(defineAction({ session: 'customer', fallback: 'Erro geral', run })()).resolves.toEqual({
      ok: false,
      erro: 'Sessão expirada, efetue login novamente',
    });
    expect(run).not.toHaveBeenCalled();
    customer = { ...supplierCtx, account: { token: 't' } };
    const withAccount = defineAction({
      session: 'customer',
      fallback: 'x',
      run: async ({ account }) => ({ ok: true as const, token: account.token }),
    });
    await expect(withAccount()).resolves.toEqual({ ok: true, token: 't' });
  });

  describe('errors thrown by run', () => {
    const failing = (error: unknown, mapping: Partial<Parameters<typeof defineAction>[0]> = {}) =>
      defineAction({
        session: 'supplier',
        fallback: 'Não foi possível salvar',
        ...mapping,
        run: async (): Promise<ActionResult> => {
          throw error;
        },
      })();

    it('an API refusal (4xx) → its own message', async () => {
      await expect(failing(new CommerceApiError('Email já cadastrado', 409, 'CONFLITO', '/x'))).resolves.toEqual({
        ok: false,
        erro: 'Email já cadastrado',
      });
      expect(console.error).not.toHaveBeenCalled();
    });

    it('`apiError` answers a refusal its own way', async () => {
      const r = await failing(new CommerceApiError('Dados inválidos', 400, 'VALIDACAO', '/x'), {
        apiError: (e) => (e.status === 400 ? { ok: false, erro: 'Erro tentando autenticar' } : undefined),
      });
      expect(r).toEqual({ ok: false, erro: 'Erro tentando autenticar' });
    });

    it('anything else → the fallback message, logged', async () => {
      await expect(failing(new TypeError('boom'))).resolves.toEqual({ ok: false, erro: 'Não foi possível salvar' });
      await expect(failing(new CommerceApiError('Erro interno', 503, 'INDISPONIVEL', '/x'))).resolves.toEqual({
        ok: false,
        erro: 'Não foi possível salvar',
      });
      expect(console.error).toHaveBeenCalledTimes(2);
    });

    it('HTTP 429 → the too-many-request page of this supplier (the API’s message, or `rateLimit`)', async () => {
      const limited = new CommerceRateLimitError('Muitas requisições', 429, 'MUITAS_REQUISICOES', '/x');
      await expect(failing(limited)).resolves.toEqual({
        ok: false,
        erro: 'Muitas requisições',
        destino: '/emporio/erro/too-many-request',
      });
      await expect(failing(limited, { rateLimit: 'Muitas tentativas de login.' })).resolves.toEqual({
        ok: false,
        erro: 'Muitas tentativas de login.',
        destino: '/emporio/erro/too-many-request',
      });
      await expect(failing(limited, { rateLimit: false })).resolves.toEqual({ ok: false, erro: 'Muitas requisições' });
    });

    it('rethrows Next’s redirects', async () => {
      const signal = caughtRedirect();
      await expect(failing(signal)).rejects.toBe(signal);
      expect(() => mapActionError(signal, '', { fallback: 'x' })).toThrow();
    });
  });

  describe('forms', () => {
    const form = (fields: Record<string, string>) => {
      const f = new FormData();
      for (const [k, v] of Object.entries(fields)) f.append(k, v);
      return f;
    };

    it('reads the FormData of a useActionState form or a plain form, refusals as FormState', async () => {
      const action = defineAction({
        input: formData(
          z.object({
            email: z.string().trim().default(''),
            senha: z.string().min(6, 'A senha deve ter ao menos 6 caracteres'),
          }),
        ),
        session: 'none',
        fallback: 'x',
        reply: asFormState,
        run: async ({ input }) => ({ ok: true, mensagem: `ok ${input.email}` }),
      });
      await expect(action(null, form({ email: ' a@b.c ', senha: '123456' }))).resolves.toEqual({
        ok: true,
        mensagem: 'ok a@b.c',
      });
      await expect(action(form({ senha: '123456' }))).resolves.toEqual({ ok: true, mensagem: 'ok ' });
      await expect(action(null, form({ senha: '1' }))).resolves.toEqual({
        ok: false,
        mensagem: 'A senha deve ter ao menos 6 caracteres',
        campos: { senha: 'A senha deve ter ao menos 6 caracteres' },
      });
      requestHeaders = new Headers({ host: 'emporio.localhost', origin: 'http://evil.com' });
      await expect(action(null, form({ senha: '123456' }))).resolves.toEqual({
        ok: false,
        mensagem: 'Origem da requisição não permitida',
      });
    });

    it('a call without FormData is refused', async () => {
      const action = defineAction({
        input: formData(z.object({})),
        session: 'none',
        fallback: 'x',
        run: async () => ({ ok: true }),
      });
      await expect(action(null, undefined)).resolves.toEqual({ ok: false, erro: 'Formulário inválido' });
    });

    it('a plain form action answers nothing, or redirects to the too-many-request page', async () => {
      const limited = new CommerceRateLimitError('Muitas requisições', 429, 'MUITAS_REQUISICOES', '/x');
      const action = (reply: typeof ignoreFailure | typeof redirectOnRateLimit, error: unknown) =>
        defineAction({
          input: formData(z.object({})),
          session: 'supplier',
          fallback: '',
          reply,
          run: async (): Promise<void> => {
            throw error;
          },
        })(form({}));
      await expect(action(ignoreFailure, limited)).resolves.toBeUndefined();
      await expect(
        action(redirectOnRateLimit, new CommerceApiError('Não encontrado', 404, 'X', '/x')),
      ).resolves.toBeUndefined();
      await expect(action(redirectOnRateLimit, limited)).rejects.toMatchObject({
        digest: expect.stringContaining('http://emporio.localhost/emporio/erro/too-many-request'),
      });
    });
  });
});
