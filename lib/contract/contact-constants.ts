/** Plain constants of "Fale conosco" (no zod): the client form imports them without the contract. */
/** "Fale conosco" (the storefront's contact page): limits of each field, in characters. */
export const CONTACT_LIMITS = { nome: 120, email: 254, telefone: 20, mensagem: 2000 } as const;

export const CONTACT_MESSAGES = {
  nome: 'Informe o seu nome.',
  email: 'Informe um e-mail válido.',
  telefone: 'Informe um telefone com DDD, ou deixe em branco.',
  mensagem: 'Escreva a sua mensagem.',
  longo: (campo: string, max: number) => `${campo}: no máximo ${max} caracteres.`,
  enviado: 'Mensagem enviada! Responderemos no e-mail informado.',
  semEmail: 'Este fornecedor ainda não recebe mensagens pelo site. Use o telefone ou o WhatsApp.',
} as const;
