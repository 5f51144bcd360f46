import { Suspense } from 'react';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useNavigate, useRecordContext, type RaRecord } from 'react-admin';
import type { DataSchema } from '../../model/metaSchema';
import { creationTitle } from '../../model/frenchWording';
import { ARCHIVES_STATE, MISSING_DATE, formatDateTime, recordName, useRecordPaths } from '../shared';
import { useRecordScreen } from './RecordScreenContext';
import { PresenceAvatars } from './presence/PresenceAvatars';
import { usePresenceContext } from './presence/PresenceContext';
import { ArchivedRecordAlert } from './ArchivedRecordAlert';
import { PublicLinks } from './PublicLinks';
import { SchemaLinks } from './SchemaLinks';
import { useRecordMenuActions } from './menuActions';
import { useRememberOpened } from './useRememberOpened';

const dateOrMissing = (value: unknown) => formatDateTime(value) ?? MISSING_DATE;

export const recordTitle = (schema: DataSchema, isNew: boolean, record: RaRecord | undefined): string =>
  isNew ? creationTitle(schema.singular || schema.label) : recordName(schema, record);

/** Back link, title, and the created / last-updated dates of a persisted record (spec 000 §2 Record screen). */
export const RecordHeader = () => {
  const { schema, isNew, archived, guard } = useRecordScreen();
  const record = useRecordContext();
  const paths = useRecordPaths(schema);
  const navigate = useNavigate();
  const menuActions = useRecordMenuActions();
  const presence = usePresenceContext();
  const title = recordTitle(schema, isNew, record);
  // An archived record is not one to open again from the palette: it is not at its usual address.
  useRememberOpened(schema, record, isNew || archived);
  const goBack = async () => {
    // From an archived record, back to the archives it was opened from.
    if (await guard.confirmLeave()) navigate(paths.collection, archived ? { state: ARCHIVES_STATE } : undefined);
  };
  return (
    <>
      {/* Wraps on a narrow screen rather than pushing the page sideways. */}
      <Stack direction="row" alignItems="center" spacing={1} useFlexGap sx={{ mb: 1, flexWrap: 'wrap' }}>
        {/* A singleton has no collection to go back to. */}
        {!schema.isSingleton && (
          <IconButton aria-label="Retour à la liste" onClick={goBack}>
            <ArrowBackIcon />
          </IconButton>
        )}
        <Typography variant="h5" component="h1" sx={{ flex: '1 1 12rem', minWidth: 0, overflowWrap: 'anywhere' }}>
          {title}
        </Typography>
        {!isNew && !archived && record?._id !== undefined && (
          <Suspense fallback={null}>
            {menuActions.map(({ id, Component }) => (
              <Component key={id} schema={schema} recordId={String(record._id)} />
            ))}
          </Suspense>
        )}
        {presence && <PresenceAvatars viewers={presence.viewers} />}
        <SchemaLinks schema={schema} />
        {!isNew && (
          <Typography variant="body2" color="text.secondary">
            Créé le {dateOrMissing(record?.createdAt)} · Modifié le {dateOrMissing(record?.updatedAt)}
          </Typography>
        )}
      </Stack>
      {archived ? <ArchivedRecordAlert /> : <PublicLinks />}
    </>
  );
};
