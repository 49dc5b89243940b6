import { SmartLink } from '@/components/smart-link';
import { supplierHref } from '@/lib/supplier-url';
import { storefrontContext } from '@/lib/tenant/request';

export default async function SupplierNotFound() {
  const { base } = await storefrontContext();
  return (
    <section className="mx-auto max-w-xl py-12 text-center">
      <h1 className="mb-3 text-2xl font-bold">Página não encontrada</h1>
      <p className="mb-6 text-gray-700">O endereço que você acessou não existe ou foi removido.</p>
      <SmartLink
        href={supplierHref(base, '/')}
        className="inline-block rounded bg-primary px-5 py-2.5 font-semibold text-on-primary"
      >
        Voltar para a página inicial
      </SmartLink>
    </section>
  );
}
