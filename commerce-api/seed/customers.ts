import { createHash } from 'node:crypto';

import { hashPassword } from '../src/domain/identity/crypto';
import {
  DEMO_ACCOUNTS,
  DEMO_API_KEY,
  DEMO_LINKED_USERS,
  DEMO_REPRESENTATIVE,
  DEMO_STATE_REGISTRATIONS,
  DEMO_SUPPLIERS,
  DEMO_TERMS,
} from './demo-world';
import type { SeedModule } from './types';
import { stableUuid } from './util';

/** Deterministic per-account salt (demo only; real accounts get 16 random bytes). */
export const saltFor = (login: string) => createHash('sha256').update(`demo-salt:${login}`).digest().subarray(0, 16);
const sha256 = (s: string) => createHash('sha256').update(s, 'utf8').digest('hex');

const TERMS_TEXT = `Termos de uso — Atacado Horizonte (versão ${DEMO_TERMS.versao})

1. O cadastro de pessoa jurídica está sujeito à aprovação.
2. Os preços exibidos valem para o cadastro aprovado e podem variar conforme a forma de pagamento.
3. Os pedidos são confirmados após a análise de crédito.
4. Os dados são tratados conforme a LGPD.`;

export const customersSeed: SeedModule = {
  nome: 'clientes',
  async run(tx) {
    const accounts = Object.values(DEMO_ACCOUNTS);
    const hashes = await Promise.all(accounts.map((a) => hashPassword(a.senha, saltFor(a.login))));
    const repHash = await hashPassword(DEMO_REPRESENTATIVE.senha, saltFor(DEMO_REPRESENTATIVE.email));
    for (const [i, a] of accounts.entries()) {
      await tx.query(
        `INSERT INTO clientes (idcliente, nome, email, cpf, tipo_documento, razao_social, nome_fantasia, criado_em, email_confirmado_em)
         VALUES ($1, $2, $3, $4, $5, $6, $7, '2025-01-01T00:00:00Z', '2025-01-01T00:00:00Z')`,
        [
          a.idcliente,
          a.nome,
          a.email,
          a.cpf,
          a.tipo_documento,
          a.tipo_documento === 'CNPJ' ? `${a.nome} Ltda` : null,
          a.tipo_documento === 'CNPJ' ? a.nome : null,
        ],
      );
      await tx.query('INSERT INTO usuarios (idusuario, idcliente, senha_hash) VALUES ($1, $2, $3)', [
        stableUuid(`usuario:${a.idcliente}`),
        a.idcliente,
        hashes[i],
      ]);
      await tx.query(
        `INSERT INTO cliente_fornecedor (idcliente, idfornecedor, cadastro_aprovado, aprovado_em) VALUES ($1, $2, $3, CASE WHEN $3 THEN '2025-01-01T00:00:00Z'::timestamptz END)`,
        [a.idcliente, DEMO_SUPPLIERS[a.fornecedor].idfornecedor, a.aprovado],
      );
    }
    for (const [k, ie] of Object.entries(DEMO_STATE_REGISTRATIONS)) {
      await tx.query('UPDATE clientes SET inscricao_estadual = $2 WHERE idcliente = $1', [
        DEMO_ACCOUNTS[k as keyof typeof DEMO_STATE_REGISTRATIONS].idcliente,
        ie,
      ]);
    }
    const principal = DEMO_ACCOUNTS.principal;
    for (const k of DEMO_LINKED_USERS) {
      // Seeded as accepted links (decision 0028): the demo's linked users consented.
      await tx.query(
        'INSERT INTO usuarios_vinculados (idprincipal, idvinculado, idfornecedor, aceito_em) VALUES ($1, $2, $3, now())',
        [principal.idcliente, DEMO_ACCOUNTS[k].idcliente, DEMO_SUPPLIERS[principal.fornecedor].idfornecedor],
      );
    }
    const rep = DEMO_REPRESENTATIVE;
    await tx.query('INSERT INTO representantes (idusuario, nome, email, senha_hash) VALUES ($1, $2, $3, $4)', [
      rep.idusuario,
      rep.nome,
      rep.email,
      repHash,
    ]);
    for (const k of rep.clientes) {
      await tx.query(
        'INSERT INTO representante_clientes (idrepresentante, idfornecedor, idcliente) VALUES ($1, $2, $3)',
        [rep.idusuario, DEMO_SUPPLIERS[rep.fornecedor].idfornecedor, DEMO_ACCOUNTS[k].idcliente],
      );
    }
    const k = DEMO_API_KEY;
    await tx.query(
      `INSERT INTO api_keys (idapikeys, idfornecedor, key_hash, descricao) VALUES ($1, $2, $3, 'ERP de demonstração')`,
      [k.idapikeys, DEMO_SUPPLIERS[k.fornecedor].idfornecedor, sha256(k.apiKey)],
    );
    await tx.query('INSERT INTO api_key_usuarios (idapikeys, id_erp_usuario, idcliente) VALUES ($1, $2, $3)', [
      k.idapikeys,
      k.idErpUsuario,
      DEMO_ACCOUNTS[k.cliente].idcliente,
    ]);
    await tx.query('INSERT INTO termos_uso (idfornecedor, versao, texto, vigente) VALUES ($1, $2, $3, true)', [
      DEMO_SUPPLIERS[DEMO_TERMS.fornecedor].idfornecedor,
      DEMO_TERMS.versao,
      TERMS_TEXT,
    ]);
  },
};
