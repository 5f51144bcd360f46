// French names of the schema and property-definition fields, and of an error's place in the form.

export const FIELD_LABELS: Record<string, string> = {
  _id: 'Identifiant',
  label: 'Libellé',
  singular: 'Libellé (singulier)',
  type: 'Type',
  format: 'Format (url : adresse soumise à la politique des URL)',
  section: 'Section',
  storedInInstanceDatabase: 'Stocké par site',
  hasAssociatedDBCollection: 'Possède une collection',
  isSingleton: 'Singleton',
  singletonId: 'Identifiant du singleton',
  customApiPath: "Chemin d'API personnalisé",
  plural: "Segment d'URL",
  description: 'Description',
  showForInstances: 'Visible pour les sites',
  isPlugin: 'Plugin',
  plugins: 'Plugins',
  isProduct: 'Produit',
  isContent: 'Contenu',
  objectType: "Type d'objet",
  propertiesGroups: 'Groupes de propriétés',
  propertiesList: 'Propriétés',
  recordsAreEditableInAdmin: "Modifiable dans l'admin",
  subFilters: 'Sous-filtres',
  key: 'Clé',
  group: 'Groupe',
  hint: 'Aide',
  required: 'Requis',
  readOnly: 'Lecture seule',
  createOnly: 'Création seule',
  min: 'Minimum',
  max: 'Maximum',
  length: "Nombre d'éléments",
  default: 'Valeur par défaut',
  values: 'Valeurs',
  value: 'Valeur',
  dataSource: 'Source de données',
  resource: 'Type des enregistrements',
  query: 'Filtre (JSON)',
  itemType: 'Type des éléments',
  itemSchema: 'Éléments',
  condition: "Condition d'affichage",
  equals: 'Valeur de la condition',
  searchIndexWeight: 'Poids dans la recherche',
  expectedCharactersCount: 'Caractères attendus',
  expectedWordsCount: 'Mots attendus',
  adminFilter: 'Filtre (JSON)',
  id: 'Identifiant',
};

const ORDINAL_OF: Record<string, string> = { propertiesList: 'propriété', values: 'valeur', subFilters: 'sous-filtre' };

/**
 * Where an error lies, for the summary above the form: 'Propriété n° 2 « duration » › Maximum'.
 * `keyAt` answers the key of the property at a form path, when it has one.
 */
export function describePath(path: string, keyAt: (propertyPath: string) => string | undefined = () => undefined): string {
  if (path === '_' || path === '') return 'Schéma';
  const segments = path.split('.');
  const parts: string[] = [];
  for (let i = 0; i < segments.length; i++) {
    const segment = segments[i];
    const next = segments[i + 1];
    if (ORDINAL_OF[segment] && next !== undefined && /^\d+$/.test(next)) {
      const noun = ORDINAL_OF[segment];
      const key = segment === 'propertiesList' ? keyAt(segments.slice(0, i + 2).join('.')) : undefined;
      parts.push(`${noun[0].toUpperCase()}${noun.slice(1)} n° ${Number(next) + 1}${key ? ` « ${key} »` : ''}`);
      i++;
    } else if (segment === 'itemSchema' || (/^\d+$/.test(segment) && parts.length)) {
      if (segment === 'itemSchema' && next === undefined) parts.push(FIELD_LABELS.itemSchema);
      else if (/^\d+$/.test(segment)) parts.push(`n° ${Number(segment) + 1}`);
    } else {
      parts.push(FIELD_LABELS[segment] ?? segment);
    }
  }
  return parts.join(' › ');
}
