import type { Metadata } from 'next';
import { notFound, redirect } from 'next/navigation';

import { AccountHeading } from '@/components/account/account-heading';
import {
  AddAddressButton,
  AddressBookStatus,
  AddressItemActions,
  BillingAddressButton,
} from '@/components/address/address-book';
import { getBillingAddress, listAddresses } from '@/lib/commerce/addresses';
import { loadStorefront } from '@/lib/commerce/storefront';
import { CNPJ_ADDRESS_WARNING, type Address, type AddressFormValues, type BillingAddress } from '@/lib/contract';
import { currentAccount } from '@/lib/session/server';
import { supplierHref } from '@/lib/supplier-url';
import { storefrontContext } from '@/lib/tenant/request';

export const metadata: Metadata = { title: 'Meus endereços', robots: { index: false, follow: false } };

type Props = { params: Promise<{ supplier: string }> };

function formValues(a: Address | BillingAddress): AddressFormValues {
  return {
    apelido: a.apelido,
    cep: a.cep,
    rua: a.rua,
    numero: a.numero,
    complemento: a.complemento ?? '',
    bairro: a.bairro,
    cidade: a.cidade,
    uf: a.uf,
    pontoref: a.pontoref ?? '',
    pais: a.pais,
    lat: a.lat,
    lng: a.lng,
  };
}

/** The logged-in client's address book (delivery addresses) and billing address. */
export default async function AddressesPage({ params }: Props) {
  const [{ supplier: slug }, { base }] = await Promise.all([params, storefrontContext()]);
  const storefront = await loadStorefront(slug);
  if (!storefront) notFound();
  const idfornecedor = storefront.supplier.idfornecedor;
  const account = await currentAccount(idfornecedor);
  if (account.status === 'representante') redirect(supplierHref(base, '/conta/clientes'));
  if (account.status !== 'cliente') redirect(supplierHref(base, '/entrar?voltar=%2Fconta%2Fenderecos'));
  const [{ enderecos }, faturamento] = await Promise.all([
    listAddresses(account.token, idfornecedor),
    getBillingAddress(account.token, idfornecedor, account.usuario.idcliente),
  ]);

  return (
    <section className="flex max-w-3xl flex-col gap-8" aria-labelledby="enderecos-titulo">
      <AccountHeading base={base} id="enderecos-titulo">
        Meus endereços
      </AccountHeading>
      <AddressBookStatus />

      <section aria-labelledby="entrega-titulo" className="flex flex-col gap-4">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="entrega-titulo" className="text-xl font-bold">
            Endereços de entrega
          </h2>
          <AddAddressButton base={base} />
        </div>
        {enderecos.length === 0 ? (
          <p>Você ainda não cadastrou nenhum endereço de entrega.</p>
        ) : (
          <ul className="flex flex-col gap-3" aria-label="Endereços de entrega">
            {enderecos.map((e) => (
              <li
                key={e.idendereco}
                aria-labelledby={`endereco-${e.idendereco}`}
                className="flex flex-col gap-2 rounded border border-gray-300 p-4"
              >
                <div className="flex flex-wrap items-center gap-2">
                  <h3 id={`endereco-${e.idendereco}`} className="font-semibold">
                    {e.apelido}
                  </h3>
                  {e.primario && (
                    <span className="rounded bg-primary px-2 py-0.5 text-xs font-semibold text-on-primary">
                      Principal
                    </span>
                  )}
                </div>
                <p>{e.textoendereco}</p>
                {e.pontoref && <p className="text-sm text-gray-700">Ponto de referência: {e.pontoref}</p>}
                {e.enderecoCnpjInvalido && (
                  <p className="rounded border border-amber-600 bg-amber-50 px-3 py-2 text-sm text-amber-900">
                    <strong>Atenção:</strong> {CNPJ_ADDRESS_WARNING}
                  </p>
                )}
                <AddressItemActions
                  base={base}
                  idendereco={e.idendereco}
                  apelido={e.apelido}
                  primario={e.primario}
                  values={formValues(e)}
                />
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="faturamento-titulo" className="flex flex-col gap-3">
        <h2 id="faturamento-titulo" className="text-xl font-bold">
          Endereço de faturamento
        </h2>
        {faturamento ? (
          <div className="flex flex-col gap-2 rounded border border-gray-300 p-4">
            <div className="flex flex-wrap items-center gap-2">
              <h3 className="font-semibold">{faturamento.apelido}</h3>
              {faturamento.origem === 'RECEITA' && (
                <span className="rounded border border-gray-500 px-2 py-0.5 text-xs font-semibold">
                  Dados da Receita Federal
                </span>
              )}
            </div>
            <p>{faturamento.textoendereco}</p>
            <div>
              <BillingAddressButton
                base={base}
                initial={formValues(faturamento)}
                label={
                  faturamento.origem === 'RECEITA'
                    ? 'Cadastrar outro endereço de faturamento'
                    : 'Editar endereço de faturamento'
                }
              />
            </div>
          </div>
        ) : (
          <>
            <p>Endereço de faturamento não cadastrado</p>
            <div>
              <BillingAddressButton base={base} label="Cadastrar endereço de faturamento" />
            </div>
          </>
        )}
      </section>
    </section>
  );
}
