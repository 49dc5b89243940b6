import { z } from 'zod';
import {
  footerResponseSchema,
  staticTextResponseSchema,
  supplierConfigResponseSchema,
  themeResponseSchema,
} from '../../../lib/contract';
import { configOf, getDomains, getSupplierRow } from '../domain/suppliers';
import { defineRoute } from '../http/router';
import { idOuSlugOuDominio, supplierFromHeader, tokenParams } from './common';

const TAGS = ['Configuração'];

export const configRoutes = [
  defineRoute({
    method: 'GET',
    path: '/v2/configuracao/fornecedor/{id}/tema',
    summary: 'Tema (cores e logo) do fornecedor por id, slug ou domínio.',
    tags: TAGS,
    params: z.object({ id: idOuSlugOuDominio }),
    response: themeResponseSchema,
    async handler({ db, params }) {
      const f = await getSupplierRow(db, params.id, true);
      return { idfornecedor: f.idfornecedor, tema: f.tema };
    },
  }),
  defineRoute({
    method: 'GET',
    path: '/v2/app/config/fornecedor/{id}/rodape',
    summary: 'Rodapé do fornecedor (colunas, redes sociais, contato e texto legal).',
    tags: TAGS,
    params: z.object({ id: idOuSlugOuDominio }),
    response: footerResponseSchema,
    async handler({ db, params }) {
      const f = await getSupplierRow(db, params.id, true);
      return { idfornecedor: f.idfornecedor, rodape: f.rodape };
    },
  }),
  defineRoute({
    method: 'GET',
    path: '/v2/app/{token}/configuracao/fornecedor',
    summary: 'Configuração completa (tema, menu, rodapé, domínios, SEO) do fornecedor do cabeçalho X-idfornecedor.',
    tags: TAGS,
    tokenParam: 'token',
    params: tokenParams,
    response: supplierConfigResponseSchema,
    async handler({ db, rawHeaders }) {
      const f = await getSupplierRow(db, supplierFromHeader(rawHeaders));
      return { idfornecedor: f.idfornecedor, config: configOf(f, await getDomains(db, f.idfornecedor)), tag: f.tags };
    },
  }),
  defineRoute({
    method: 'GET',
    path: '/v4/static-text/{id}',
    summary: 'Textos fixos do fornecedor: pedido mínimo, horário de atendimento e taxa de conveniência.',
    tags: TAGS,
    params: z.object({ id: idOuSlugOuDominio }),
    response: staticTextResponseSchema,
    async handler({ db, params }) {
      const f = await getSupplierRow(db, params.id, true);
      const textos = await db.query<{ chave: string; titulo: string; conteudo: string }>(
        'SELECT chave, titulo, conteudo FROM textos_estaticos WHERE idfornecedor = $1 ORDER BY ordem, chave',
        [f.idfornecedor],
      );
      return {
        idfornecedor: f.idfornecedor,
        pedido_minimo: f.pedido_minimo,
        horario_atendimento: f.horario_atendimento,
        taxa_conveniencia: f.taxa_conveniencia,
        textos,
      };
    },
  }),
];
