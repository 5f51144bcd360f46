// The 'À faire' items of the home: each one's French line and the screen that lists those records (spec 000 §2 routes:
// a list with its filter in the address, a sidebar sub-filter, the encoding queue's errors, the accounting export
// tab, the jobs screen on its failed runs).
import type { DataSchema } from '../../../model/metaSchema';
import type { TodoKey } from '../../../model/home';
import { recordPathsOf } from '../../../schema-adapters/shared/recordPaths';

type Schemas = (id: string) => DataSchema | undefined;

const plural = (n: number, one: string, many: string) => `${n} ${n > 1 ? many : one}`;
/** A list filtered as react-admin reads it from the address. */
const filtered = (path: string, filter: Record<string, unknown>) => `${path}?filter=${encodeURIComponent(JSON.stringify(filter))}`;

const TODOS: Record<TodoKey, { text: (n: number) => string; path: (basename: string, schema: Schemas) => string | undefined }> = {
  questions: {
    text: (n) => plural(n, 'question à modérer', 'questions à modérer'),
    path: (base, schema) => listPath(base, schema('Question'), { status: 'pending' }),
  },
  comments: {
    text: (n) => plural(n, 'commentaire à modérer', 'commentaires à modérer'),
    path: (base, schema) => listPath(base, schema('UserComment'), { status: 'pending' }),
  },
  encodes: {
    text: (n) => plural(n, 'encodage en erreur', 'encodages en erreur'),
    path: (base) => `${base}/video-encoding/error`,
  },
  renewals: {
    text: (n) => plural(n, 'renouvellement refusé faute de moyen de paiement', 'renouvellements refusés faute de moyen de paiement'),
    path: (base, schema) => subFilterPath(base, schema('Purchase'), 'renew-error-no-pm'),
  },
  lapsed: {
    text: (n) => plural(n, 'abonnement échu sans renouvellement', 'abonnements échus sans renouvellement'),
    path: (base, schema) => subFilterPath(base, schema('Purchase'), 'lapsed'),
  },
  payouts: {
    text: (n) => plural(n, 'virement à exporter en comptabilité', 'virements à exporter en comptabilité'),
    path: (base, schema) => {
      const items = schema('AccountingExportItem');
      return items && recordPathsOf(base, items).tab('accounting-export');
    },
  },
  jobs: {
    text: (n) => plural(n, 'tâche dont la dernière exécution a échoué', 'tâches dont la dernière exécution a échoué'),
    path: (base) => `${base}/super-admin/jobs?etat=failed`,
  },
};

function listPath(base: string, schema: DataSchema | undefined, filter: Record<string, unknown>) {
  return schema && filtered(recordPathsOf(base, schema).collection, filter);
}

function subFilterPath(base: string, schema: DataSchema | undefined, filterId: string) {
  return schema && recordPathsOf(base, schema).tab('collection', filterId);
}

/** The line and link of an item; no link when the site does not offer the screen's schema. */
export function todoLink(key: TodoKey, count: number, basename: string, schema: Schemas): { text: string; path?: string } {
  return { text: TODOS[key].text(count), path: TODOS[key].path(basename, schema) };
}
