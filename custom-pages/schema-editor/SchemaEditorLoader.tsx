import Alert from '@mui/material/Alert';
import LinearProgress from '@mui/material/LinearProgress';
import { useQuery } from '@tanstack/react-query';
import { errorMessageOf, statusOf } from '../../schema-adapters/shared';
import { SchemaEditor } from './form/SchemaEditor';
import { useReadSchema } from './form/useSaveSchema';
import { NOT_FOUND } from './messages';
import { withoutImpact } from './saveOutcome';

/**
 * The editor of a persisted schema, on the version read when it opens: never refreshed behind the form, so that the
 * If-Match of a save is the ETag of the version the user edits (a save over someone else's gets 412).
 */
export function SchemaEditorLoader({ id }: { id?: string }) {
  const read = useReadSchema();
  const { data, error, isPending } = useQuery({
    queryKey: ['schema', 'editor', id],
    queryFn: () => read(id as string),
    enabled: id !== undefined,
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
  if (id === undefined) return <SchemaEditor key="new" />;
  if (isPending) return <LinearProgress />;
  if (error || !data) {
    const missing = statusOf(error) === 404;
    return (
      <Alert severity={missing ? 'warning' : 'error'} sx={{ m: 2 }}>
        {missing ? NOT_FOUND : errorMessageOf(error)}
      </Alert>
    );
  }
  return <SchemaEditor key={id} saved={withoutImpact(data)} />;
}
