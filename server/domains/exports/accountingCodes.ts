// The accounts an accounting export books a payout's transactions on (issue 11 §2). The spec names none: they are
// settings of the site's payment configuration (Paiements > Configuration, catalogue/schemas/PaymentConfiguration.json),
// whose defaults are the French chart of accounts (706 sales, 709 refunds, 658 adjustments, 471 to be justified).
import type pg from 'pg';
import type { SchemaRegistry } from '../../services/schemaRegistry.js';
import { getDocument } from '../../storage/documents.js';

const CONFIGURATION = 'PaymentConfiguration';

/** The setting that names the account of each provider transaction type; any other type goes to `accountOther`. */
const SETTING_OF_TYPE: Record<string, string> = {
  charge: 'accountSales',
  payment: 'accountSales',
  refund: 'accountRefunds',
  adjustment: 'accountAdjustments',
};

export type AccountOf = (transactionType: string) => string;

/** The site's accounts as set in its payment configuration, else the schema's defaults. */
export async function accountsOf(pool: pg.Pool, registry: SchemaRegistry, siteId: string): Promise<AccountOf> {
  const schema = registry.get(CONFIGURATION);
  const stored = schema?.singletonId ? await getDocument(pool, siteId, CONFIGURATION, schema.singletonId) : undefined;
  const settings = stored && !stored.archived ? stored.doc : {};
  const setting = (key: string): string => {
    const value = settings[key];
    if (typeof value === 'string' && value.trim()) return value.trim();
    const fallback = schema?.propertiesList.find((p) => p.key === key)?.default;
    return typeof fallback === 'string' ? fallback : '';
  };
  return (type) => setting(SETTING_OF_TYPE[type] ?? 'accountOther');
}
