import { Loading } from 'react-admin';
import type { DataSchema } from '../../model/metaSchema';
import { CreateRecord } from './CreateRecord';
import { EditRecord } from './EditRecord';
import { useRecordView } from './recordViews';
import { preloadInputs } from '../propertyTypes/lazyInput';
import { OnDemandBoundary } from '../shared/onDemand';

// This module loads when a record is first opened (src/routing/RouteOutcomeView.tsx): its inputs with it.
void preloadInputs();

export interface SchemaRecordPageProps {
  schema: DataSchema;
  /** The record to edit; none opens the creation form. */
  id?: string;
  /** The schema's records are not editable in admin: same layout, inputs disabled, no save. */
  readOnly?: boolean;
  /** A record of the archives: read-only, whatever its schema says. */
  archived?: boolean;
}

/** A record of a schema, created or edited (spec 000 §2 Record screen, §4 Record editing). */
export const SchemaRecordPage = ({ schema, id, readOnly = false, archived = false }: SchemaRecordPageProps) => {
  // An edit or view route always carries an id: an empty one is a routing bug (spec 000 §8).
  if (id !== undefined && id.trim() === '') throw new Error('Id should be defined in match.params');
  if (id === undefined) return <CreateRecord key="new" schema={schema} readOnly={readOnly} />;
  // The type's own view shows live records: an archived one shows in the generic form.
  if (archived) return <EditRecord key={id} schema={schema} id={id} readOnly archived />;
  return readOnly ? <ReadOnlyRecord key={id} schema={schema} id={id} /> : <EditRecord key={id} schema={schema} id={id} readOnly={false} />;
};

/** The type's own read-only view where the app gives one (recordViews.tsx), else the generic form, disabled. */
function ReadOnlyRecord({ schema, id }: { schema: DataSchema; id: string }) {
  const OwnView = useRecordView(schema._id);
  if (!OwnView) return <EditRecord schema={schema} id={id} readOnly />;
  return (
    <OnDemandBoundary fallback={<Loading />}>
      <OwnView schema={schema} id={id} />
    </OnDemandBoundary>
  );
}
