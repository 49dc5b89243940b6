/**
 * Migration 0056 on a database that held the identity in its old places: the state registration
 * and the address on emitentes_fiscais, a free-text `texto_legal` in the footer. They become the
 * supplier's one legal record (decision 0038) and the footer's notice.
 */
import { footerResponseSchema } from '../../../lib/contract';
import { get } from '../helpers';
import { startOrderWorld, type World } from '../orders-helpers';

const ID = '0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';

let world: World;
beforeAll(async () => {
  const legacy = `
    INSERT INTO fornecedores (idfornecedor, idempresa, slug, nome, tema, rodape, seo, razao_social, cnpj, cidade)
    VALUES ('${ID}', '${ID}', 'mercado-legado', 'Mercado Legado',
      '{"idtema":"legado","cor_primaria":"#112233","cor_secundaria":"#445566","cor_auxiliar":"#778899","cor_texto":"#ffffff","logo_url":null,"logo_alt":"Mercado Legado","favicon_url":null}',
      '{"colunas":[],"redes_sociais":[],"contato":{"telefone":null,"whatsapp":null,"email":null,"endereco":"Rua Velha, 1"},"texto_legal":"Preços válidos no site."}',
      '{"title":"Mercado Legado","description":"","keywords":[],"image":null}',
      'Mercado Legado Ltda.', '11222333000181', 'Belo Horizonte');
    INSERT INTO emitentes_fiscais (idfornecedor, inscricao_estadual, logradouro, numero, bairro, cod_municipio, municipio, uf, cep)
    VALUES ('${ID}', '0623079040081', 'Avenida Afonso Pena', '1500', 'Centro', '3106200', 'Belo Horizonte', 'MG', '30130005');
  `;
  world = await startOrderWorld('legal_legacy', { WORLD_LEGACY_BEFORE: '0056', WORLD_LEGACY_SQL: legacy });
}, 200_000);
afterAll(async () => {
  await world?.close();
});

describe('migration 0056: the identity moves to one record', () => {
  it('the issuer’s IE and address become the supplier’s record; the footer’s old text its notice', async () => {
    const r = await get(`/v2/app/config/fornecedor/mercado-legado/rodape`);
    expect(r.status).toBe(200);
    const { rodape } = footerResponseSchema.parse(r.body);
    expect(rodape.empresa).toEqual({
      razao_social: 'Mercado Legado Ltda.',
      cnpj: '11222333000181',
      inscricao_estadual: '0623079040081',
      endereco: {
        logradouro: 'Avenida Afonso Pena',
        numero: '1500',
        bairro: 'Centro',
        cidade: 'Belo Horizonte',
        uf: 'MG',
        cep: '30130005',
      },
    });
    expect(rodape.aviso_legal).toBe('Preços válidos no site.');
    expect(rodape.contato.endereco).toBe('Avenida Afonso Pena, 1500 – Centro, Belo Horizonte – MG, 30130-005');
    expect(r.text).not.toContain('texto_legal');
    // The issuer keeps only what the NF-e alone needs: no second copy of the address or the IE.
    const cols = await world.sql<{ column_name: string }>(
      `SELECT column_name FROM information_schema.columns WHERE table_name = 'emitentes_fiscais' ORDER BY 1`,
    );
    expect(cols.map((c) => c.column_name)).toEqual([
      'cod_municipio',
      'crt',
      'idfornecedor',
      'serie',
      'telefone',
      'ultimo_numero',
    ]);
  });
});
