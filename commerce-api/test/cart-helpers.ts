import { cartSchema, type Cart, type SaveCartBody } from '../../lib/contract/cart';
import { adegaCatalog } from '../seed/catalog-adega';
import { atacadoCatalog } from '../seed/catalog-atacado';
import { catalogEntries } from '../seed/catalog-builder';
import { emporioCatalog } from '../seed/catalog-emporio';
import { requiredClientAnswers } from '../seed/client-characteristics';
import { DEMO_SUPPLIERS, type DemoSupplierKey } from '../seed/demo-world';
import { get, type Res } from './helpers';
import { login, randomCpf, send, uniqueEmail, type Login } from './identity-helpers';

const CATALOGS = { emporio: emporioCatalog, atacado: atacadoCatalog, adega: adegaCatalog } as const;

/** The seeded id of a product, by supplier and exact name. */
export function productId(supplier: keyof typeof CATALOGS, nome: string): string {
  const c = CATALOGS[supplier];
  const e = catalogEntries(supplier, c.sectors, c.products).entries.find((x) => x.def[0] === nome);
  if (!e) throw new Error(`produto não encontrado no seed: ${nome}`);
  return e.idproduto;
}

export const cartPath = (
  s: { token: string; usuario: { idcliente: string } },
  idcliente = s.usuario.idcliente,
  suffix = '',
) => `/v2/app/${s.token}~${s.usuario.idcliente}/usuario/${idcliente}/cart${suffix}`;

export const qs = (q: Record<string, string | number | boolean | undefined>) => {
  const p = new URLSearchParams();
  for (const [k, v] of Object.entries(q)) if (v !== undefined) p.set(k, String(v));
  return `?${p}`;
};

export type Session = Pick<Login, 'token' | 'usuario'>;

export async function saveCartRaw(
  s: Session,
  body: unknown,
  q: Record<string, string | number | boolean | undefined> = {},
  supplier: DemoSupplierKey = 'emporio',
): Promise<Res<Cart>> {
  return send<Cart>('POST', cartPath(s) + qs({ idfornecedor: DEMO_SUPPLIERS[supplier].idfornecedor, ...q }), body);
}

/** Saves and parses the answer with the contract (fails the test on any other status). */
export async function saveCart(
  s: Session,
  body: SaveCartBody,
  q: Record<string, string | number | boolean | undefined> = {},
  supplier: DemoSupplierKey = 'emporio',
): Promise<Cart> {
  const r = await saveCartRaw(s, body, q, supplier);
  if (r.status !== 200) throw new Error(`save ${r.status}: ${r.text}`);
  return cartSchema.parse(r.body);
}

export async function getCart(
  s: Session,
  q: Record<string, string | number | boolean | undefined> = {},
  supplier: DemoSupplierKey = 'emporio',
): Promise<Cart> {
  const r = await get<Cart>(cartPath(s) + qs({ idfornecedor: DEMO_SUPPLIERS[supplier].idfornecedor, ...q }));
  if (r.status !== 200) throw new Error(`get ${r.status}: ${r.text}`);
  return cartSchema.parse(r.body);
}

export const line = (c: Cart, id: string) => c.produtosSelecionados.find((p) => p.idproduto === id);

const EMPTY = '00000000-0000-0000-0000-000000000000';

/** A fresh customer logged in on `supplier`, so a test's cart is its own. */
export async function newCustomer(supplier: DemoSupplierKey = 'emporio', nome = 'Cliente Carrinho'): Promise<Session> {
  const cpf = randomCpf();
  const senha = 'carrinho123';
  const idfornecedor = DEMO_SUPPLIERS[supplier].idfornecedor;
  const reg = await send('POST', `/v1/app/token~${EMPTY}/usuario`, {
    nome,
    email: uniqueEmail('carrinho'),
    cpf,
    senha,
    idfornecedor,
    tokenOrigin: 'commerce',
    caracteristicas: requiredClientAnswers(supplier),
  });
  if (reg.status !== 200) throw new Error(`cadastro ${reg.status}: ${reg.text}`);
  const r = await login(cpf, senha, idfornecedor);
  if (r.status !== 200) throw new Error(`login ${r.status}: ${r.text}`);
  return r.body;
}
