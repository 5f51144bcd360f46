// The schema screens (spec 000 §2 super-admin "schemas"): the list at …/collection, a schema's summary at …/{id},
// its editor at …/{id}/edit, a new one at …/new. Anything else leads to the list.
import { Navigate } from 'react-router';
import type { CustomPageProps } from '../types';
import { SchemaDetail } from './detail/SchemaDetail';
import { SchemaList } from './list/SchemaList';
import { useSchemaScreens } from './paths';
import { SchemaEditorLoader } from './SchemaEditorLoader';

export default function SchemasPage({ subPath }: CustomPageProps) {
  const screens = useSchemaScreens();
  const [first, second, ...more] = subPath;
  if (first !== undefined && !more.length) {
    if (second === undefined) {
      if (first === 'collection') return <SchemaList />;
      if (first === 'new') return <SchemaEditorLoader />;
      return <SchemaDetail key={first} id={first} />;
    }
    if (second === 'edit' && first !== 'new' && first !== 'collection') return <SchemaEditorLoader key={first} id={first} />;
  }
  return <Navigate to={screens.list} replace />;
}
