// The 'liens' tab of every record (spec 000 §2 record screen, spec 001 §2 "linked objects"): the records pointing at
// this one, grouped by type, each a link to its record; found by the server's link index.
import Alert from '@mui/material/Alert';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useRecordContext } from 'react-admin';
import type { DataSchema } from '../../model/metaSchema';
import { propertyAt } from '../../model/propertyTree';
import { useSchemas } from '../schemasContext';
import { RecordLink, errorMessageOf } from '../shared';
import { useRecordScreen } from './RecordScreenContext';
import { useRecordLinks, type LinkedRecord } from './useRecordLinks';

/** 'chapters.video' → 'Chapitres › Vidéo', from the referrer's schema. */
const propertyLabel = (schema: DataSchema | undefined, path: string): string => {
  const keys = path.split('.');
  const trail = propertyAt(schema?.propertiesList, keys);
  return trail.length === keys.length ? trail.map(({ prop }) => prop.label || prop.key).join(' › ') : path;
};

function LinkedRecordItem({ record, schema }: { record: LinkedRecord; schema: DataSchema | undefined }) {
  const via = `par ${record.props.map((p) => `« ${propertyLabel(schema, p)} »`).join(', ')}`;
  const title =
    schema && !record.archived ? (
      <RecordLink type={schema._id} id={record._id} siteId={record.siteId}>
        {record.label}
      </RecordLink>
    ) : (
      record.label
    );
  return (
    <ListItem dense disableGutters>
      <ListItemText primary={title} secondary={via} />
      {record.archived && <Chip size="small" label="Archivé" />}
    </ListItem>
  );
}

export default function RecordLinksTab() {
  const { schema } = useRecordScreen();
  const record = useRecordContext();
  const schemas = useSchemas();
  const { data, error, isPending } = useRecordLinks(schema._id, record?.id === undefined ? undefined : String(record.id));
  if (error) return <Alert severity="error">{errorMessageOf(error)}</Alert>;
  if (isPending || !data) return <LinearProgress />;
  return (
    <>
      {data.groups.length === 0 && <Typography color="text.secondary">Aucun enregistrement ne pointe vers celui-ci.</Typography>}
      {data.groups.map((group) => (
        <section key={group.type} aria-label={group.label}>
          <Typography variant="subtitle1" component="h3" sx={{ mt: 1 }}>
            {group.label} ({group.records.length})
          </Typography>
          <List dense>
            {group.records.map((r) => (
              <LinkedRecordItem key={`${r.siteId}/${r._id}`} record={r} schema={schemas.find((s) => s._id === group.type)} />
            ))}
          </List>
        </section>
      ))}
      {data.hidden > 0 && (
        <Typography variant="body2" color="text.secondary">
          {data.hidden} enregistrement(s) d'autres sections, que vous ne pouvez pas lire, pointent aussi vers celui-ci.
        </Typography>
      )}
      {data.truncated && <Alert severity="info">Seuls les 500 premiers liens sont affichés.</Alert>}
    </>
  );
}
