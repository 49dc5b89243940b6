import type { Db } from '../src/db/types';
import { actionLinksSeed } from './action-links';
import { addressesSeed } from './addresses';
import { afterSaleSeed } from './after-sale';
import { attendantsSeed } from './attendants';
import { adegaCatalogSeed } from './catalog-adega';
import { atacadoCatalogSeed } from './catalog-atacado';
import { emporioCatalogSeed } from './catalog-emporio';
import { checkoutSeed } from './checkout';
import { clientCharacteristicsSeed } from './client-characteristics';
import { combosSeed } from './combos';
import { contentSeed } from './content';
import { contentPagesSeed } from './content-pages';
import { couponsSeed } from './coupons';
import { customersSeed } from './customers';
import { deliveryMethodsSeed } from './delivery-methods';
import { deliveryTypesSeed } from './delivery-types';
import { legalEntitiesSeed } from './legal-entities';
import { orderContentSeed } from './order-content';
import { productAttributesSeed } from './product-attributes';
import { searchSynonymsSeed } from './search-synonyms';
import { shoppingListsSeed } from './shopping-lists';
import { storeHoursSeed } from './store-hours';
import { subscriptionTypesSeed } from './subscription-types';
import { suppliersSeed } from './suppliers';
import type { SeedModule } from './types';

/** Seed modules in dependency order. Later issues append customers, coupons, orders… */
export const SEED_MODULES: SeedModule[] = [
  suppliersSeed,
  // One legal-entity record per supplier (migration 0056, decision 0038).
  legalEntitiesSeed,
  emporioCatalogSeed,
  atacadoCatalogSeed,
  adegaCatalogSeed,
  contentSeed,
  contentPagesSeed,
  actionLinksSeed,
  customersSeed,
  // Delivery context: CEP table and demo addresses.
  addressesSeed,
  // Delivery context: delivery-only and pickup-only products (migration 0006).
  deliveryTypesSeed,
  // Cart negotiation: one attendant per supplier.
  attendantsSeed,
  // Subscriptions in the cart: the Adega's wine club.
  subscriptionTypesSeed,
  // Discount coupons: one per rule, with uses and a first purchase.
  couponsSeed,
  // Delivery methods and freight: freight rules, weekly windows, product weights.
  deliveryMethodsSeed,
  // Order characteristics and order instructions.
  orderContentSeed,
  // Checkout: payees (PIX key, boleto cedente), stock, a credit limit.
  checkoutSeed,
  // After the sale: NF-e issuers, titles on terms, a running subscription.
  afterSaleSeed,
  // Shopping lists: suggested lists by the supplier and the representative, an own list.
  shoppingListsSeed,
  // Promotional combos and the recommendations' past orders.
  combosSeed,
  // Slots a store can keep (migration 0041): opening hours by weekday, express methods.
  storeHoursSeed,
  // Client characteristics (migration 0046): what the Atacado asks at registration.
  clientCharacteristicsSeed,
  // Search synonyms (migration 0061): refri → refrigerante, tinto → vinho tinto…
  searchSynonymsSeed,
  // Product attributes (migration 0062): EAN, nutrition and allergens, wine technical sheets.
  productAttributesSeed,
];

/** Arbitrary constant key of the seed advisory lock (API instances may start together). */
const SEED_LOCK_KEY = 4_281_338;

/**
 * Runs the seed modules not yet applied to this database, in order, recording each in
 * `seed_modulos`. A database seeded by an earlier version gets only the modules added since,
 * so a later issue's module (coupons, orders…) reaches existing demo databases too.
 * Returns the names of the modules it ran.
 */
export async function seedPending(db: Db): Promise<string[]> {
  return db.withLock(SEED_LOCK_KEY, async () => {
    await db.exec(
      `CREATE TABLE IF NOT EXISTS seed_modulos (
         nome text PRIMARY KEY,
         aplicado_em timestamptz NOT NULL DEFAULT now()
       )`,
    );
    const done = new Set((await db.query<{ nome: string }>('SELECT nome FROM seed_modulos')).map((r) => r.nome));
    const pending = SEED_MODULES.filter((m) => !done.has(m.nome));
    if (pending.length === 0) return [];
    await db.transaction(async (tx) => {
      for (const m of pending) {
        await m.run(tx);
        await tx.query('INSERT INTO seed_modulos (nome) VALUES ($1)', [m.nome]);
      }
    });
    return pending.map((m) => m.nome);
  });
}
