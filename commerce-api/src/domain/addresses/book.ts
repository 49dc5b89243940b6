import { randomUUID } from 'node:crypto';
import type { z } from 'zod';

import {
  DEFAULT_COUNTRY,
  type Address,
  type AddressCreateBody,
  type addressCreateBodySchema,
} from '../../../../lib/contract';
import type { Db, Queryable } from '../../db/types';
import { geocoderFor } from '../geocoding';
import { findSupplierId } from '../suppliers';
import { addressNotFound, cnpjAddressMismatch, sharedFields, taxOfficeLocation, type AddressRow } from './fields';

export type AddressInput = z.output<typeof addressCreateBodySchema>;
export type { AddressCreateBody };

const COLS = `idendereco, idcliente, idfornecedor, descricao, rua, numero, bairro, cidade, uf, cep, complemento, pontoref,
  pais, lat, lng, textoendereco, primario, cod_erp`;

function toAddress(r: AddressRow, fiscal: { cidade: string; uf: string } | null): Address {
  return {
    ...sharedFields(r),
    primario: r.primario,
    idfornecedor: r.idfornecedor,
    enderecoCnpjInvalido: cnpjAddressMismatch(r, fiscal),
  };
}

/**
 * Address rules of the supplier a call is made on (body idfornecedor, else X-idfornecedor), from
 * its tags (spec 3 "Known supplier tags", spec 4 "Address"):
 *
 * - `uses-single-address` — "only the first is kept": on that supplier the client's address book
 *   is a single address. The list answers only the first one (the primary, listed first), and
 *   creating an address while the client already has one REPLACES that first address in place
 *   (same idendereco, stays the primary) instead of adding a second. Nothing is deleted: other
 *   addresses the client saved on other suppliers (addresses belong to the client, not to a
 *   supplier) stay there and reappear elsewhere, and are never shown on this supplier.
 * - `use-primary-address` — "the primary address is chosen": the address the storefront uses
 *   for the delivery context is the primary one (the storefront's choice, not an API rule; the
 *   list always answers the primary first so it can do so).
 *
 * An unknown or missing supplier has no rules.
 */
export type AddressPolicy = { singleAddress: boolean; primaryAddress: boolean };

/** A supplier reference (uuid or slug) worth looking up; anything else means no rules. */
const SUPPLIER_REF_RE = /^[a-zA-Z0-9-]{1,100}$/;

export async function addressPolicy(db: Queryable, ref: string | null | undefined): Promise<AddressPolicy> {
  const none = { singleAddress: false, primaryAddress: false };
  if (!ref || !SUPPLIER_REF_RE.test(ref)) return none;
  const id = await findSupplierId(db, ref);
  if (!id) return none;
  const rows = await db.query<{ tags: string[] }>('SELECT tags FROM fornecedores WHERE idfornecedor = $1', [id]);
  const tags = rows[0]?.tags ?? [];
  return { singleAddress: tags.includes('uses-single-address'), primaryAddress: tags.includes('use-primary-address') };
}

/** The client's addresses, primary first, then oldest first (only the first under uses-single-address). */
export async function listAddresses(
  db: Queryable,
  idcliente: string,
  policy: Pick<AddressPolicy, 'singleAddress'> = { singleAddress: false },
): Promise<{ enderecos: Address[]; enderecoCnpjInvalido: boolean }> {
  const [rows, fiscal] = await Promise.all([
    db.query<AddressRow>(
      `SELECT ${COLS} FROM enderecos WHERE idcliente = $1 ORDER BY primario DESC, criado_em, idendereco${policy.singleAddress ? ' LIMIT 1' : ''}`,
      [idcliente],
    ),
    taxOfficeLocation(db, idcliente),
  ]);
  const enderecos = rows.map((r) => toAddress(r, fiscal));
  return { enderecos, enderecoCnpjInvalido: enderecos.some((e) => e.enderecoCnpjInvalido) };
}

/** One address of the client (404 when it does not exist or belongs to someone else). */
export async function getOwnAddress(db: Queryable, idcliente: string, idendereco: string): Promise<Address> {
  const rows = await db.query<AddressRow>(`SELECT ${COLS} FROM enderecos WHERE idendereco = $1 AND idcliente = $2`, [
    idendereco,
    idcliente,
  ]);
  if (!rows[0]) throw addressNotFound();
  return toAddress(rows[0], await taxOfficeLocation(db, idcliente));
}

type Prepared = Omit<AddressRow, 'idendereco' | 'idcliente' | 'primario'> & { primario: boolean | undefined };

async function prepare(db: Queryable, b: AddressInput): Promise<Prepared> {
  let lat = b.coords?.lat ?? b.lat ?? null;
  let lng = b.coords?.lng ?? b.lng ?? null;
  if (lat === null || lng === null) {
    // No point given: geocode the CEP (embedded table, Google when configured); unknown → null.
    const hit = await geocoderFor(db).buscarCep(b.cep);
    lat = hit?.lat ?? null;
    lng = hit?.lng ?? null;
  }
  const idfornecedor = b.idfornecedor ? await findSupplierId(db, b.idfornecedor) : null;
  const descricao = b.descricao ?? b.apelido ?? `${b.rua}, ${b.numero}`;
  return {
    idfornecedor,
    descricao,
    rua: b.rua,
    numero: b.numero,
    bairro: b.bairro,
    cidade: b.cidade,
    uf: b.uf,
    cep: b.cep,
    complemento: b.complemento ?? null,
    pontoref: b.pontoref ?? null,
    pais: b.pais ?? DEFAULT_COUNTRY,
    lat,
    lng,
    textoendereco: b.textoendereco ?? null,
    cod_erp: b.cod_erp ?? null,
    primario: b.primario,
  };
}

/** Serialises address writes of one client (primary moves, first-address rule). */
const lockClient = (tx: Queryable, idcliente: string) =>
  tx.query('SELECT 1 FROM clientes WHERE idcliente = $1 FOR UPDATE', [idcliente]);

async function makePrimary(tx: Queryable, idcliente: string, idendereco: string): Promise<void> {
  // Two statements: the partial unique index is checked row by row.
  await tx.query('UPDATE enderecos SET primario = false WHERE idcliente = $1 AND primario AND idendereco <> $2', [
    idcliente,
    idendereco,
  ]);
  await tx.query('UPDATE enderecos SET primario = true WHERE idcliente = $1 AND idendereco = $2', [
    idcliente,
    idendereco,
  ]);
}

/**
 * Creates an address; the client's first address, or one sent with primario=true, becomes the
 * primary. Under uses-single-address (see addressPolicy) a client who already has an address gets
 * that first address replaced instead; its id is answered.
 */
export async function createAddress(
  db: Db,
  idcliente: string,
  b: AddressInput,
  policy: Pick<AddressPolicy, 'singleAddress'> = { singleAddress: false },
): Promise<string> {
  const p = await prepare(db, b);
  let idendereco: string = randomUUID();
  await db.transaction(async (tx) => {
    await lockClient(tx, idcliente);
    const first = await tx.query<{ idendereco: string }>(
      'SELECT idendereco FROM enderecos WHERE idcliente = $1 ORDER BY primario DESC, criado_em, idendereco LIMIT 1',
      [idcliente],
    );
    if (policy.singleAddress && first[0]) {
      idendereco = first[0].idendereco;
      await writeAddress(tx, idcliente, idendereco, p);
      await makePrimary(tx, idcliente, idendereco);
      return;
    }
    const primario = first.length === 0 || p.primario === true;
    await tx.query(
      `INSERT INTO enderecos (idendereco, idcliente, idfornecedor, descricao, rua, numero, bairro, cidade, uf, cep, complemento,
         pontoref, pais, lat, lng, textoendereco, primario, cod_erp)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, false, $17)`,
      [
        idendereco,
        idcliente,
        p.idfornecedor,
        p.descricao,
        p.rua,
        p.numero,
        p.bairro,
        p.cidade,
        p.uf,
        p.cep,
        p.complemento,
        p.pontoref,
        p.pais,
        p.lat,
        p.lng,
        p.textoendereco,
        p.cod_erp,
      ],
    );
    if (primario) await makePrimary(tx, idcliente, idendereco);
  });
  return idendereco;
}

/**
 * Replaces an own address (404 otherwise). primario=true moves the primary here; primario=false on
 * the current primary is ignored (exactly one primary: make another one primary instead).
 */
export async function updateAddress(db: Db, idcliente: string, idendereco: string, b: AddressInput): Promise<void> {
  const p = await prepare(db, b);
  await db.transaction(async (tx) => {
    await lockClient(tx, idcliente);
    if (!(await writeAddress(tx, idcliente, idendereco, p))) throw addressNotFound();
    if (p.primario === true) await makePrimary(tx, idcliente, idendereco);
  });
}

/** Overwrites an own address's fields (not primario); false when it is not the client's. */
async function writeAddress(tx: Queryable, idcliente: string, idendereco: string, p: Prepared): Promise<boolean> {
  const r = await tx.query(
    `UPDATE enderecos SET idfornecedor = coalesce($3, idfornecedor), descricao = $4, rua = $5, numero = $6, bairro = $7, cidade = $8,
       uf = $9, cep = $10, complemento = $11, pontoref = $12, pais = $13, lat = $14, lng = $15, textoendereco = $16,
       cod_erp = coalesce($17, cod_erp), atualizado_em = now()
     WHERE idendereco = $1 AND idcliente = $2 RETURNING idendereco`,
    [
      idendereco,
      idcliente,
      p.idfornecedor,
      p.descricao,
      p.rua,
      p.numero,
      p.bairro,
      p.cidade,
      p.uf,
      p.cep,
      p.complemento,
      p.pontoref,
      p.pais,
      p.lat,
      p.lng,
      p.textoendereco,
      p.cod_erp,
    ],
  );
  return r.length > 0;
}

/** Deletes an own address (404 otherwise); when it was the primary, the oldest remaining one takes over. */
export async function deleteAddress(db: Db, idcliente: string, idendereco: string): Promise<void> {
  await db.transaction(async (tx) => {
    await lockClient(tx, idcliente);
    const r = await tx.query<{ primario: boolean }>(
      'DELETE FROM enderecos WHERE idendereco = $1 AND idcliente = $2 RETURNING primario',
      [idendereco, idcliente],
    );
    if (r.length === 0) throw addressNotFound();
    if (r[0]!.primario) {
      const next = await tx.query<{ idendereco: string }>(
        'SELECT idendereco FROM enderecos WHERE idcliente = $1 ORDER BY criado_em, idendereco LIMIT 1',
        [idcliente],
      );
      if (next[0]) await makePrimary(tx, idcliente, next[0].idendereco);
    }
  });
}
