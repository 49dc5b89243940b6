/**
 * Address constants without zod, so client components (the address form) can import them without
 * pulling the schema library into the browser bundle. lib/contract/address.ts re-exports them.
 */
export const DEFAULT_COUNTRY = 'Brasil';
export const DEFAULT_STORE_NAME = 'Loja do Fornecedor';

export const ADDRESS_MESSAGES = {
  cepInvalido: 'CEP inválido',
  cepNaoEncontrado: 'CEP não encontrado',
  enderecoNaoEncontrado: 'Endereço não encontrado',
  enderecoNaoLocalizado: 'Não foi possível localizar este endereço',
  enderecoSemCoordenadas: 'Endereço sem coordenadas: informe a localização',
  faturamentoNaoEncontrado: 'Endereço de faturamento não cadastrado',
  enderecoExcluido: 'Endereço excluído',
  /** Spec 8, Delivery and address: a CEP or a point nobody serves. */
  naoAtendemos: 'Infelizmente ainda não atendemos este endereço',
  /** Spec 8, Delivery and address: the saved address a logged-in customer chose, which nobody serves. */
  naoAtendemosSeuEndereco: 'Infelizmente ainda não atendemos o seu endereço',
  fornecedorNaoAtende: 'O fornecedor não atende no endereço informado',
  falhaAreaAtendimento: 'Falha ao consultar área de atendimento do fornecedor',
  falhaOutrosFornecedores: 'Falha ao consultar outros fornecedores',
  semFornecedores: 'Não foi possivel encontrar fornecedores para este endereço',
} as const;

/** Shown on every address flagged enderecoCnpjInvalido (CNPJ customers), in the address book. */
export const CNPJ_ADDRESS_WARNING =
  'O estado ou a cidade deste endereço não coincide com o cadastro do CNPJ na Receita Federal. Confira o endereço: a nota fiscal pode ser recusada.';

export const UFS = [
  'AC',
  'AL',
  'AP',
  'AM',
  'BA',
  'CE',
  'DF',
  'ES',
  'GO',
  'MA',
  'MT',
  'MS',
  'MG',
  'PA',
  'PB',
  'PR',
  'PE',
  'PI',
  'RJ',
  'RN',
  'RS',
  'RO',
  'RR',
  'SC',
  'SP',
  'SE',
  'TO',
] as const;
export type Uf = (typeof UFS)[number];
