import type { LegalEntity } from '../contract/supplier';

/** "Rua dos Pinheiros, 1037 – Pinheiros, São Paulo – SP, 05422-012". */
export function legalAddressText(e: Pick<LegalEntity, 'endereco'>): string {
  const a = e.endereco;
  const cep = /^\d{8}$/.test(a.cep) ? `${a.cep.slice(0, 5)}-${a.cep.slice(5)}` : a.cep;
  return `${a.logradouro}, ${a.numero} – ${a.bairro}, ${a.cidade} – ${a.uf}, ${cep}`;
}
