import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useNavigate, useRecordContext } from 'react-admin';
import { MISSING_DATE, formatDateTime, shortText, useRecordPaths } from '../shared';
import { useRecordScreen } from './RecordScreenContext';
import { PublicLinks } from './PublicLinks';
import { SchemaLinks } from './SchemaLinks';

const dateOrMissing = (value: unknown) => formatDateTime(value) ?? MISSING_DATE;

/** Back link, title, and the created / last-updated dates of a persisted record (spec 000 §2 Record screen). */
export const RecordHeader = () => {
  const { schema, isNew, guard } = useRecordScreen();
  const record = useRecordContext();
  const paths = useRecordPaths(schema);
  const navigate = useNavigate();
  const title = isNew
    ? `Creation de ${schema.singular || schema.label}`
    : shortText(record?.label) || String(record?._id ?? record?.id ?? '');
  const goBack = () => {
    if (guard.confirmLeave()) navigate(paths.collection);
  };
  return (
    <>
      <Stack direction="row" alignItems="center" spacing={1} sx={{ mb: 1 }}>
        {/* A singleton has no collection to go back to. */}
        {!schema.isSingleton && (
          <IconButton aria-label="Retour à la liste" onClick={goBack}>
            <ArrowBackIcon />
          </IconButton>
        )}
        <Typography variant="h5" component="h1" sx={{ flexGrow: 1 }}>
          {title}
        </Typography>
        <SchemaLinks schema={schema} />
        {!isNew && (
          <Typography variant="body2" color="text.secondary">
            Créé le {dateOrMissing(record?.createdAt)} · Modifié le {dateOrMissing(record?.updatedAt)}
          </Typography>
        )}
      </Stack>
      <PublicLinks />
    </>
  );
};
