import type { TaxOfficeData } from '../../../../lib/contract';
import { normalizeDocument } from '../../../../lib/rules/documents';
import { classifyLogin } from '../../../../lib/rules/login';
import { invalid, notFound } from '../errors';

/** Deterministic stand-in for the tax office (Receita Federal) look-up: demo CNPJs only. */
const TABLE: Record<string, TaxOfficeData> = {
  '11222333000181': {
    cnpj: '11222333000181',
    razao_social: 'Mercadinho Horizonte Comércio de Alimentos Ltda',
    nome_fantasia: 'Mercadinho Horizonte',
    situacao: 'ATIVA',
    telefone: '(31) 3222-1000',
    email: 'compras@mercadinhohorizonte.com.br',
    endereco: {
      rua: 'Avenida Afonso Pena',
      numero: '1500',
      complemento: 'Loja 2',
      bairro: 'Centro',
      cidade: 'Belo Horizonte',
      uf: 'MG',
      cep: '30130005',
    },
  },
  '12ABC34501DE35': {
    cnpj: '12ABC34501DE35',
    razao_social: 'Padaria Nova Era Alimentos S.A.',
    nome_fantasia: 'Padaria Nova Era',
    situacao: 'ATIVA',
    telefone: '(31) 3333-2000',
    email: 'contato@padarianovaera.com.br',
    endereco: {
      rua: 'Rua da Bahia',
      numero: '820',
      complemento: null,
      bairro: 'Lourdes',
      cidade: 'Belo Horizonte',
      uf: 'MG',
      cep: '30160011',
    },
  },
  '45723174000110': {
    cnpj: '45723174000110',
    razao_social: 'Restaurante Sabor de Minas Ltda',
    nome_fantasia: 'Sabor de Minas',
    situacao: 'ATIVA',
    telefone: null,
    email: null,
    endereco: {
      rua: 'Rua Guajajaras',
      numero: '300',
      complemento: null,
      bairro: 'Funcionários',
      cidade: 'Belo Horizonte',
      uf: 'MG',
      cep: '30180100',
    },
  },
};

export function taxOfficeLookup(cnpj: string): TaxOfficeData | null {
  return TABLE[cnpj] ?? null;
}

/** Tax-office (Receita Federal) data of a CNPJ; 400 when `documento` is not a CNPJ, 404 when unknown. */
export function findTaxOfficeData(documento: string) {
  const c = classifyLogin(documento);
  if (!c.ok || c.tipo !== 'CNPJ') throw invalid('CNPJ inválido', { documento: 'CNPJ inválido' }, 'DOCUMENTO_INVALIDO');
  const d = taxOfficeLookup(normalizeDocument(c.valor));
  if (!d) throw notFound('CNPJ não encontrado na Receita Federal', 'CNPJ_NAO_ENCONTRADO');
  return d;
}
