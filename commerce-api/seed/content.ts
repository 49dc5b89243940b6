import { DEMO_SUPPLIERS, type DemoSupplierKey } from './demo-world';
import type { SeedModule } from './types';
import { insertRows, stableUuid, type Row } from './util';

const BANNERS: Partial<Record<DemoSupplierKey, { alt: string; link: string }[]>> = {
  emporio: [
    { alt: 'Hortifrúti fresquinho todos os dias', link: '/busca?categoria=hortifruti' },
    { alt: 'Padaria: pão francês de hora em hora', link: '/busca?categoria=padaria' },
    { alt: 'Ofertas da semana na mercearia', link: '/busca?categoria=mercearia' },
  ],
  atacado: [
    { alt: 'Bebidas em fardo com preço de atacado', link: '/busca?categoria=bebidas' },
    { alt: 'Descartáveis para delivery', link: '/busca?categoria=descartaveis' },
  ],
  adega: [
    { alt: 'Espumantes da Serra Gaúcha', link: '/busca?categoria=espumantes' },
    { alt: 'Clube do Vinho: receba em casa todo mês', link: '/busca?categoria=clube-do-vinho' },
    { alt: 'Kits para presente', link: '/busca?categoria=kits-para-presente' },
  ],
};

/** Carousels: one STATIC_IMAGES banner set and two product carousels per themed supplier. */
export const contentSeed: SeedModule = {
  nome: 'conteudo',
  async run(tx) {
    const rows: Row[] = [];
    for (const key of ['emporio', 'atacado', 'adega'] as const) {
      const d = DEMO_SUPPLIERS[key];
      const id = d.idfornecedor;
      const banners = BANNERS[key] ?? [];
      rows.push({
        idcarrossel: stableUuid(`carrossel:${d.slug}:banners`),
        idfornecedor: id,
        titulo: 'Destaques',
        pagina: 'HOME',
        tipo_conteudo: 'STATIC_IMAGES',
        ordem: 0,
        imagens: banners.map((b, i) => ({
          url: `/superon/imagens/${id}/banners/${i + 1}.webp`,
          alt: b.alt,
          link: b.link,
        })),
        produtos: [],
      });
      const maisVendidos = await tx.query<{ idproduto: string }>(
        `SELECT idproduto FROM produtos WHERE idfornecedor = $1 AND disponivel
         ORDER BY mais_vendidos, idproduto LIMIT 12`,
        [id],
      );
      const destaques = await tx.query<{ idproduto: string }>(
        `SELECT idproduto FROM produtos WHERE idfornecedor = $1 AND disponivel
         AND ('destaque' = ANY(tags) OR 'premium' = ANY(tags) OR 'presente' = ANY(tags))
         ORDER BY nome, idproduto LIMIT 12`,
        [id],
      );
      rows.push(
        {
          idcarrossel: stableUuid(`carrossel:${d.slug}:mais-vendidos`),
          idfornecedor: id,
          titulo: 'Mais vendidos',
          pagina: 'HOME',
          tipo_conteudo: 'PRODUTOS',
          ordem: 1,
          imagens: [],
          produtos: maisVendidos.map((r) => r.idproduto),
        },
        {
          idcarrossel: stableUuid(`carrossel:${d.slug}:selecao`),
          idfornecedor: id,
          titulo: key === 'adega' ? 'Seleção da enóloga' : 'Seleção especial',
          pagina: 'HOME',
          tipo_conteudo: 'PRODUTOS',
          ordem: 2,
          imagens: [],
          produtos: destaques.map((r) => r.idproduto),
        },
      );
    }
    await insertRows(tx, 'carrosseis', rows, { imagens: 'jsonb', produtos: 'uuid[]' });
  },
};
