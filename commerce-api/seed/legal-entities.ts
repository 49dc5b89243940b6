import { isValidCnpj, maskCnpj } from '../../lib/rules/documents';
import { checkStateRegistration } from '../../lib/rules/state-registration';
import { DEMO_LEGAL, DEMO_OLD_CNPJS, DEMO_SUPPLIERS, type DemoSupplierKey } from './demo-world';
import type { SeedModule } from './types';

/**
 * Each supplier's one legal-entity record (decision 0038, migration 0056), written once here. On a
 * database seeded earlier, the footer's old free text (an identity copy with a wrong CNPJ) is cut
 * down to the supplier's notice, and the pages that copied the old CNPJ get the record's.
 */
export const legalEntitiesSeed: SeedModule = {
  nome: 'identidade-legal',
  async run(tx) {
    for (const [key, e] of Object.entries(DEMO_LEGAL) as [DemoSupplierKey, (typeof DEMO_LEGAL)[DemoSupplierKey]][]) {
      if (!isValidCnpj(e.cnpj)) throw new Error(`CNPJ inválido no registro de ${key}: ${e.cnpj}`);
      if (checkStateRegistration(e.inscricao_estadual, e.uf) === 'invalid')
        throw new Error(`Inscrição estadual inválida no registro de ${key}: ${e.inscricao_estadual}`);
      const id = DEMO_SUPPLIERS[key].idfornecedor;
      await tx.query(
        `UPDATE fornecedores SET razao_social = $2, cnpj = $3, inscricao_estadual = $4, logradouro = $5, numero = $6,
           bairro = $7, cidade = $8, uf = $9, cep = $10
         WHERE idfornecedor = $1`,
        [id, e.razao_social, e.cnpj, e.inscricao_estadual, e.logradouro, e.numero, e.bairro, e.cidade, e.uf, e.cep],
      );
      // The notice is what followed the identity in the old text ("… — CNPJ 00.000.000/0000-00 — <notice>").
      const old = DEMO_OLD_CNPJS[key];
      const [row] = await tx.query<{ aviso: string | null }>(
        `SELECT rodape ->> 'aviso_legal' AS aviso FROM fornecedores WHERE idfornecedor = $1`,
        [id],
      );
      if (row?.aviso?.includes(old)) {
        const aviso = row.aviso
          .slice(row.aviso.indexOf(old) + old.length)
          .replace(/^\s*[—.-]\s*(Rua [^.]*\.\s*)?/, '')
          .trim();
        await tx.query(
          `UPDATE fornecedores SET rodape = jsonb_set(jsonb_set(rodape, '{aviso_legal}', to_jsonb($2::text)), '{contato,endereco}', 'null'::jsonb)
           WHERE idfornecedor = $1`,
          [id, aviso],
        );
      }
      await tx.query('UPDATE paginas_estaticas SET html = replace(html, $2, $3) WHERE idfornecedor = $1', [
        id,
        old,
        maskCnpj(e.cnpj),
      ]);
    }
  },
};
