import type { LegalEntity } from '../contract/supplier';
import { maskCnpj } from './documents';

/** "Rua dos Pinheiros, 1037 – Pinheiros, São Paulo – SP, 05422-012". */
export function legalAddressText(e: Pick<LegalEntity, 'endereco'>): string {
  const a = e.endereco;
  const cep = /^\d{8}$/.test(a.cep) ? `${a.cep.slice(0, 5)}-${a.cep.slice(5)}` : a.cep;
  return `${a.logradouro}, ${a.numero} – ${a.bairro}, ${a.cidade} – ${a.uf}, ${cep}`;
}

/** One line for plain text (the order emails): "Razão Social Ltda. — CNPJ 12.345.678/0001-95 — IE 110042490114 — <address>". */
export function legalIdentityText(e: LegalEntity): string {
  return [
    e.razao_social,
    `CNPJ ${maskCnpj(e.cnpj)}`,
    ...(e.inscricao_estadual ? [`IE ${e.inscricao_estadual}`] : []),
    legalAddressText(e),
  ].join(' — ');
}
