import { schemaForm, schemaRecord, type SchemaForm } from './schemaForm';
import { useStableDataProvider } from '../../../schema-adapters/shared/stableDataProvider';

type Saved = Record<string, unknown> & { _id: string };

/**
 * Saves through the console's data provider (resource `schema`): a new schema whole (POST), a persisted one as the
 * keys changed since the form showed it (PUT with the If-Match of the version read). Answers the saved record.
 */
export function useSaveSchema() {
  const dataProvider = useStableDataProvider();
  return async (values: SchemaForm, saved: Saved | undefined): Promise<Saved> => {
    const { record } = schemaRecord(values);
    if (!saved) return (await dataProvider.create('schema', { data: record })).data as Saved;
    // The provider sends the diff of data against previousData: against the saved record as the form first
    // showed it, so that keys the form merely normalised are left alone (schemaChanges).
    const baseline = schemaRecord(schemaForm(saved)).record;
    const id = saved._id;
    const { data } = await dataProvider.update('schema', { id, data: { ...record, _id: id, id }, previousData: { ...baseline, _id: id, id } });
    return data as Saved;
  };
}

/** Reads a schema again (after a 412): the version saved by someone else, with its ETag. */
export function useReadSchema() {
  const dataProvider = useStableDataProvider();
  return async (id: string): Promise<Saved> => (await dataProvider.getOne('schema', { id })).data as Saved;
}
