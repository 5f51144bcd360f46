// '+ Créer la home' on the Page collection (spec 000 §2): shown while no Page with id 'home' exists; it opens the
// creation form prefilled with id home, label Accueil, route /home and the home flag.
import Button from '@mui/material/Button';
import { LinkBase, useGetList } from 'react-admin';
import type { DataSchema } from '../../model/metaSchema';
import { useIsDeveloper, useRecordPaths } from '../shared';

export const HOME_PAGE_DEFAULTS = { _id: 'home', label: 'Accueil', route: '/home', isHome: true } as const;

/** Whether a schema's collection offers the button: the Page schema, with the keys it prefills. */
export const offersHomeCreation = (schema: DataSchema): boolean =>
  schema._id === 'Page' && ['label', 'route', 'isHome'].every((key) => schema.propertiesList.some((p) => p.key === key));

export const CreateHomeButton = ({ schema }: { schema: DataSchema }) => {
  const paths = useRecordPaths(schema);
  const isDeveloper = useIsDeveloper();
  const home = { pagination: { page: 1, perPage: 1 }, filter: { _id: HOME_PAGE_DEFAULTS._id } };
  const live = useGetList(schema._id, home);
  // An archived home keeps its id: it comes back through 'Restaurer', a second one could not be saved. Only developers
  // may list archived records.
  const archived = useGetList(schema._id, { ...home, meta: { archived: true } }, { enabled: isDeveloper });
  if (live.isPending || live.error || (live.total ?? 0) > 0) return null;
  if (isDeveloper && (archived.isPending || (archived.total ?? 0) > 0)) return null;
  return (
    <Button component={LinkBase} to={paths.create} state={{ defaults: HOME_PAGE_DEFAULTS }} variant="outlined">
      + Créer la home
    </Button>
  );
};
