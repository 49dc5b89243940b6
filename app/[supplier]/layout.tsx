import type { Metadata } from 'next';
import { cookies, headers } from 'next/headers';
import { notFound, redirect } from 'next/navigation';
import type { CSSProperties, ReactNode } from 'react';

import { AccountArea } from '@/components/account/account-area';
import { SessionBanners } from '@/components/account/banners';
import { AgeGate } from '@/components/age-gate/age-gate';
import { CartButton } from '@/components/cart/cart-button';
import { ChatBadge } from '@/components/chat/chat-badge';
import { ConsentBanner } from '@/components/consent/consent-banner';
import { AddressGate } from '@/components/delivery/address-gate';
import { DeliverySelector } from '@/components/delivery/delivery-selector';
import { MenuAccountLinks } from '@/components/header/menu-account-links';
import { SiteHeader } from '@/components/header/site-header';
import { ApiKeyLogin, TermsDialog } from '@/components/layout/occasional-overlays';
import { PaymentMethodSelector } from '@/components/payment-method/payment-method-selector';
import { SearchCombobox } from '@/components/search/search-combobox';
import { SiteFooter } from '@/components/site-footer';
import { SmartLink } from '@/components/smart-link';
import { SupplierLogo } from '@/components/supplier-logo';
import { PermalinkProvider } from '@/components/ui/postback-form';
import { RouteFocus } from '@/components/ui/route-focus';
import { getTermsOfUse } from '@/lib/commerce/identity';
import { COOKIE_PREFERENCES_COOKIE } from '@/lib/commerce/preferences';
import { loadStorefront } from '@/lib/commerce/storefront';
import { describeContext } from '@/lib/delivery/context';
import { relativePath, rendersUnderGate } from '@/lib/delivery/gate';
import { currentDelivery, currentGate } from '@/lib/delivery/server';
import { offeredDeliveryTypes } from '@/lib/rules/delivery';
import { sellsOnlyToCompanies } from '@/lib/rules/supplier-audience';
import { API_KEY_PENDING_COOKIE } from '@/lib/session/api-key-pending';
import { FLASH_COOKIE, readFlash } from '@/lib/session/flash';
import { handoffUrl } from '@/lib/session/flow';
import { currentAccount, summarize } from '@/lib/session/server';
import { supplierHref, supplierOrigin } from '@/lib/supplier-url';
import { AGE_COOKIE, requiresAgeCheck } from '@/lib/tenant/age-gate';
import { STOREFRONT_PATH_HEADER } from '@/lib/tenant/headers';
import { currentPublicUrl, storefrontContext } from '@/lib/tenant/request';
import { DEFAULT_DESCRIPTION, DEFAULT_KEYWORDS } from '@/lib/tenant/seo';
import { themeVars } from '@/lib/tenant/theme';

type Props = { params: Promise<{ supplier: string }> };

/**
 * The supplier of this request: the route slug must be the one the middleware resolved for the
 * host (never trust the path alone), and the supplier must exist with a real theme.
 */
async function current(params: Props['params']) {
  const [{ supplier: slug }, ctx] = await Promise.all([params, storefrontContext()]);
  if (!ctx.slug || ctx.slug !== slug) notFound();
  const storefront = await loadStorefront(slug);
  if (!storefront) notFound();
  return { ...storefront, base: ctx.base };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { supplier, theme } = await current(params);
  const seo = supplier.config.seo;
  const title = seo.title.trim() || supplier.nome;
  const description = seo.description.trim() || DEFAULT_DESCRIPTION;
  const image = seo.image ?? theme.logo_url;
  return {
    metadataBase: new URL(supplierOrigin(supplier)),
    title: { default: title, template: `%s | ${supplier.nome}` },
    description,
    keywords: seo.keywords.length > 0 ? seo.keywords : DEFAULT_KEYWORDS,
    applicationName: supplier.nome,
    openGraph: {
      type: 'website',
      title,
      description,
      siteName: supplier.nome,
      locale: 'pt_BR',
      url: '/',
      ...(image ? { images: [{ url: image, alt: supplier.nome }] } : {}),
    },
    ...(theme.favicon_url ? { icons: { icon: theme.favicon_url } } : {}),
  };
}

export default async function SupplierLayout({ children, params }: Props & { children: ReactNode }) {
  const { supplier, theme, footer, base } = await current(params);
  const style = themeVars(theme) as CSSProperties;
  const home = supplierHref(base, '/');
  // Identity: session, handoff to the supplier's domain, terms, consent, age check.
  const [account, jar, h] = await Promise.all([currentAccount(supplier.idfornecedor), cookies(), headers()]);
  if (base !== '' && account.status === 'cliente' && account.usuario.email) {
    const publicPath = h.get(STOREFRONT_PATH_HEADER) ?? base;
    const rel = publicPath.startsWith(`${base}/`) ? publicPath.slice(base.length) : '/';
    const target = await handoffUrl(account.token, supplier, account.usuario.email, rel).catch(() => null);
    if (target) redirect(target);
  }
  const sessionState = summarize(account);
  const terms =
    account.status === 'cliente' && sessionState.logado && sessionState.termosPendentes
      ? await getTermsOfUse(supplier.idfornecedor, account.configuracoes.termosuso.versao).catch(() => null)
      : null;
  const ageCheck = requiresAgeCheck(supplier.tag, jar.get(AGE_COOKIE)?.value);
  // The page's own URL: the action of its server-action forms (components/ui/postback-form.tsx).
  const permalink = await currentPublicUrl();
  // Delivery context: header selector and the server-side access gates.
  const [{ ctx: delivery }, gate] = await Promise.all([currentDelivery(supplier), currentGate(supplier, base)]);
  const deliveryLabel = describeContext(delivery);
  const deliveryTypes = offeredDeliveryTypes(supplier.tag);
  const addressGate = gate === 'endereco' || gate === 'fornecedor' ? gate : null;
  // Product, listing and content pages render under the gate for crawlers and first-time visitors
  // (decision 0045); elsewhere the gate still replaces the page. While a gate or the age check is
  // up, the page is inert from the server HTML on (no JavaScript needed), the dialogs outside it.
  const underGate = rendersUnderGate(relativePath(h.get(STOREFRONT_PATH_HEADER), base));
  const blocked = addressGate !== null || ageCheck !== 'liberado';
  return (
    <PermalinkProvider url={permalink}>
      <div
        data-supplier={supplier.slug}
        style={style}
        className="group/loja mx-auto flex min-h-screen w-full max-w-wide flex-col bg-white text-gray-900"
      >
        <div inert={blocked || undefined} aria-hidden={blocked || undefined} className="flex flex-1 flex-col">
          <a
            href="#conteudo"
            className="sr-only z-50 rounded bg-white px-4 py-2 font-semibold text-gray-900 focus:not-sr-only focus:fixed focus:left-2 focus:top-2"
          >
            Pular para o conteúdo
          </a>
          {/* A page that marks itself data-compra-focada (checkout) goes without the site's header and menu, on a
              client-side navigation too: CSS, not the layout, which such a navigation keeps. */}
          <div className="contents group-has-[[data-compra-focada]]/loja:hidden">
            <SiteHeader
              base={base}
              menu={supplier.config.menu}
              logo={
                <SmartLink href={home} className="block w-fit max-w-full rounded">
                  <SupplierLogo
                    src={theme.logo_url}
                    nome={supplier.nome}
                    className="h-9 w-auto max-w-full object-contain object-left lg:h-12"
                  />
                </SmartLink>
              }
              search={<SearchCombobox base={base} />}
              delivery={
                <DeliverySelector
                  base={base}
                  tipos={deliveryTypes}
                  tipo={delivery.tipoEntrega}
                  cep={delivery.cep ?? null}
                  rotulo={deliveryLabel.rotulo}
                  detalhe={deliveryLabel.detalhe}
                  logado={sessionState.logado}
                />
              }
              payment={<PaymentMethodSelector supplier={supplier} />}
              menuPayment={<PaymentMethodSelector supplier={supplier} id="forma-pagamento-menu" />}
              account={
                <div className="flex items-center gap-1">
                  <AccountArea
                    base={base}
                    initial={sessionState}
                    flash={readFlash(jar.get(FLASH_COOKIE)?.value)}
                    representantes={supplier.tem_representantes}
                    somenteEmpresas={sellsOnlyToCompanies(supplier.tag)}
                  />
                  {/* Unread chat messages, for a logged-in client. */}
                  {sessionState.logado && sessionState.idcliente && <ChatBadge base={base} />}
                </div>
              }
              menuAccount={<MenuAccountLinks base={base} logado={sessionState.logado} />}
              cart={
                <CartButton
                  base={base}
                  idfornecedor={supplier.idfornecedor}
                  logado={sessionState.logado && !!sessionState.idcliente}
                  tags={supplier.tag}
                />
              }
            />
          </div>
          <SessionBanners state={sessionState} base={base} />
          <main id="conteudo" tabIndex={-1} className="mx-auto w-full max-w-page flex-1 px-4 py-6 focus:outline-none">
            {gate === 'modulo' ? (
              <p role="alert" className="text-lg font-semibold">
                Esta loja não está disponível na web.
              </p>
            ) : addressGate && !underGate ? null : (
              children
            )}
          </main>
          <RouteFocus />
          <SiteFooter footer={footer} base={base} nome={supplier.nome} formas={supplier.formasPagamento} />
        </div>
        {addressGate && (
          <AddressGate
            base={base}
            tipos={deliveryTypes}
            tipo={delivery.tipoEntrega}
            logado={sessionState.logado}
            motivo={addressGate}
            nome={supplier.nome}
          />
        )}
        <ConsentBanner initiallyChosen={jar.has(COOKIE_PREFERENCES_COOKIE)} idempresa={supplier.idempresa} />
        {terms && <TermsDialog versao={terms.versao} texto={terms.texto} />}
        {ageCheck !== 'liberado' && <AgeGate estado={ageCheck} nome={supplier.nome} />}
        {/* An API-key login waiting in its sealed cookie starts 1000 ms after boot (decision 0039). */}
        {jar.has(API_KEY_PENDING_COOKIE) && <ApiKeyLogin base={base} logado={sessionState.logado} />}
      </div>
    </PermalinkProvider>
  );
}
