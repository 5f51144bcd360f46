// The reference's chapters: each route under the French title of its area (the spec's section labels where it gives
// one: Paiements, Outils, Encodage vidéo), found from the path's first segment after `/api/`, `/api/{siteId}/` or
// `/admin/{siteId}/`. In this order on the page; an area missing here is listed under 'Autres', never left out.

const AREAS: [title: string, segments: string[]][] = [
  ['Session et comptes', ['auth', 'admin-users', 'account', 'sign-in-policy']],
  ['Accueil', ['home']],
  ['Enregistrements', ['data', ':customPath', 'collections', 'clear', 'counts']],
  ['Historique des enregistrements', ['history']],
  ['Fichiers et images', ['files', 'images', 'stored-images']],
  ['Recherche et vues', ['search', 'list-views']],
  ['Composants de mise en page', ['components']],
  ['Encodage vidéo', ['encoding']],
  ['Serveurs vidéo', ['monitoring']],
  ['Exports', ['exports', 'custom-exports']],
  ['Imports', ['imports']],
  ['Statistiques', ['statistics', 'ingest', 'ingest-keys', 'tournaments']],
  ['Paiements', ['commerce', 'accounting']],
  ['E-mails', ['mail-simulator']],
  ['Newsletter', ['newsletter', 'getresponse-simulator']],
  ['Modération', ['moderation']],
  ['Environnements', ['environments']],
  ['Outils', ['tools', 'execute', 'executions', 'dumpSchemaToSource', 'temp_restore_ovh']],
  ['Tâches', ['jobs']],
  ["Journal d'audit", ['audit-log']],
  ['Présence sur les enregistrements', ['presence']],
  ['Console', ['health', 'events', 'routes']],
  ["Référence de l'API", ['openapi.json', 'docs']],
];
const OTHERS = 'Autres';

const titleOf = new Map(AREAS.flatMap(([title, segments]) => segments.map((segment) => [segment, title] as const)));

/** The tags of the document, in the page's order ('Autres', when a route falls there, comes last). */
export const REFERENCE_TAGS = AREAS.map(([name]) => ({ name }));

/** The chapter of a route: `/api/{siteId}/data/{type}` → Enregistrements. */
export function tagOf(url: string): string {
  const area = url.replace(/^\/(?:api|admin)\/(?:(?::siteId|global)\/)?/, '').split('/')[0];
  return titleOf.get(area) ?? OTHERS;
}
