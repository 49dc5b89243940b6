import { DEFAULT_COUNTRY } from '../../lib/contract';
import { formatAddressLine } from '../src/domain/addresses';
import { taxOfficeLookup } from '../src/domain/identity/tax-office';
import { DEMO_ACCOUNTS, DEMO_ADDRESSES, DEMO_CEPS, DEMO_SUPPLIERS } from './demo-world';
import type { SeedModule } from './types';
import { insertRows, stableUuid, type Row } from './util';

/**
 * Delivery context: the embedded CEP table (DEMO_CEPS) and the demo customers'
 * delivery and billing addresses. A new module, so existing demo databases receive it too.
 */
export const addressesSeed: SeedModule = {
  nome: 'enderecos',
  async run(tx) {
    await insertRows(
      tx,
      'ceps',
      Object.values(DEMO_CEPS).map((c) => ({
        cep: c.cep,
        rua: c.rua,
        bairro: c.bairro,
        cidade: c.cidade,
        uf: c.uf,
        pais: DEFAULT_COUNTRY,
        lat: c.lat,
        lng: c.lng,
      })),
    );
    const enderecos: Row[] = Object.values(DEMO_ADDRESSES).map((a, i) => {
      const c = DEMO_CEPS[a.cep];
      const conta = DEMO_ACCOUNTS[a.conta];
      return {
        idendereco: a.idendereco,
        idcliente: conta.idcliente,
        idfornecedor: DEMO_SUPPLIERS[conta.fornecedor].idfornecedor,
        descricao: a.descricao,
        rua: c.rua,
        numero: a.numero,
        bairro: c.bairro,
        cidade: c.cidade,
        uf: c.uf,
        cep: c.cep,
        complemento: a.complemento,
        pontoref: null,
        pais: DEFAULT_COUNTRY,
        lat: c.lat,
        lng: c.lng,
        textoendereco: formatAddressLine({
          rua: c.rua,
          numero: a.numero,
          complemento: a.complemento,
          bairro: c.bairro,
          cidade: c.cidade,
          uf: c.uf,
          cep: c.cep,
        }),
        primario: a.primario,
        cod_erp: null,
        // Fixed, increasing creation times (no Date.now in the seed): list order is stable.
        criado_em: new Date(Date.UTC(2025, 0, 2, 12, i)).toISOString(),
      };
    });
    await insertRows(tx, 'enderecos', enderecos);

    // Billing addresses: Maria's (consumer) saved one; the approved company's equals its tax-office record.
    const maria = DEMO_CEPS.harmonia;
    const fiscal = taxOfficeLookup(DEMO_ACCOUNTS.empresaAprovada.cpf)!.endereco;
    await insertRows(tx, 'enderecos_faturamento', [
      {
        idendereco: stableUuid('faturamento:consumidor'),
        idcliente: DEMO_ACCOUNTS.consumidor.idcliente,
        descricao: 'Faturamento',
        rua: maria.rua,
        numero: '120',
        bairro: maria.bairro,
        cidade: maria.cidade,
        uf: maria.uf,
        cep: maria.cep,
        complemento: 'Apto 32',
        pontoref: null,
        pais: DEFAULT_COUNTRY,
        lat: maria.lat,
        lng: maria.lng,
        textoendereco: null,
        cod_erp: null,
      },
      {
        idendereco: stableUuid('faturamento:empresaAprovada'),
        idcliente: DEMO_ACCOUNTS.empresaAprovada.idcliente,
        descricao: 'Sede (Receita Federal)',
        rua: fiscal.rua,
        numero: fiscal.numero,
        bairro: fiscal.bairro,
        cidade: fiscal.cidade,
        uf: fiscal.uf,
        cep: fiscal.cep,
        complemento: fiscal.complemento,
        pontoref: null,
        pais: DEFAULT_COUNTRY,
        lat: null,
        lng: null,
        textoendereco: null,
        cod_erp: 'ERP-1001',
      },
    ]);
  },
};
