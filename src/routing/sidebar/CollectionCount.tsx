import { Chip } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useCollectionCount } from './useCollectionCount';

export function CollectionCount({ resource, filterId }: { resource: string; filterId?: string }) {
  const translate = useTranslate();
  const { data } = useCollectionCount(resource, filterId);
  if (data === undefined) return null;
  return <Chip size="small" label={data} aria-label={translate('console.sidebar.count', { smart_count: data })} />;
}
