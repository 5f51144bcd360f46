import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import IconButton from '@mui/material/IconButton';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useNavigate, useRecordContext, type RaRecord } from 'react-admin';
import type { DataSchema } from '../../model/metaSchema';
import { creationTitle } from '../../model/frenchWording';
import { recordLabel } from '../../model/recordName';
import { ARCHIVES_STATE, MISSING_DATE, formatDateTime, useRecordPaths } from '../shared';
import { useRecordScreen } from './RecordScreenContext';
import { PresenceAvatars } from './presence/PresenceAvatars';
import { usePresenceContext } from './presence/PresenceContext';
import { ArchivedRecordAlert } from './ArchivedRecordAlert';
import { PublicLinks } from './PublicLinks';
import { OneLineTitle } from './OneLineTitle';
import { RecordMenu } from './RecordMenu';
import { useRecordHeaderTags } from './menuActions';
import { useRememberOpened } from './useRememberOpened';
import { OnDemandBoundary } from '../shared/onDemand';

const dateOrMissing = (value: unknown) => formatDateTime(value) ?? MISSING_DATE;

/** Whole: its line cuts it with '…' and says it all on hover (./OneLineTitle.tsx). */
export const recordTitle = (schema: DataSchema, isNew: boolean, record: RaRecord | undefined): string =>
  isNew
    ? creationTitle(schema.singular || schema.label)
    : schema.isSingleton
      ? schema.label
      : recordLabel(record ?? {})
          .replace(/\s+/g, ' ')
          .trim();

/**
 * Back link, title on one line, the created / last-updated dates of a persisted record under it (spec 000 §2 Record
 * screen), then who else has it open, and last the menu of developers' and super administrators' actions.
 */
export const RecordHeader = () => {
  const { schema, isNew, archived, guard } = useRecordScreen();
  const record = useRecordContext();
  const paths = useRecordPaths(schema);
  const navigate = useNavigate();
  const headerTags = useRecordHeaderTags();
  const presence = usePresenceContext();
  const title = recordTitle(schema, isNew, record);
  // The extensions act on a live, saved record only.
  const persistedId = !isNew && !archived && record?._id !== undefined ? String(record._id) : undefined;
  // An archived record is not one to open again from the palette: it is not at its usual address.
  useRememberOpened(schema, record, isNew || archived);
  const goBack = async () => {
    // From an archived record, back to the archives it was opened from.
    if (await guard.confirmLeave()) navigate(paths.collection, archived ? { state: ARCHIVES_STATE } : undefined);
  };
  return (
    <>
      <Stack direction="row" alignItems="center" spacing={1} sx={{ mb: 1, minWidth: 0 }}>
        {/* A singleton has no collection to go back to. */}
        {!schema.isSingleton && (
          <IconButton aria-label="Retour à la liste" onClick={goBack}>
            <ArrowBackIcon />
          </IconButton>
        )}
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <OneLineTitle title={title} />
          {!isNew && (
            <Typography variant="body2" color="text.secondary">
              Créé le {dateOrMissing(record?.createdAt)} · Modifié le {dateOrMissing(record?.updatedAt)}
            </Typography>
          )}
        </Box>
        {persistedId !== undefined && (
          <OnDemandBoundary fallback={null}>
            {headerTags.map(({ id, Component }) => (
              <Component key={id} schema={schema} recordId={persistedId} />
            ))}
          </OnDemandBoundary>
        )}
        {presence && <PresenceAvatars viewers={presence.viewers} />}
        <RecordMenu schema={schema} recordId={persistedId} />
      </Stack>
      {archived ? <ArchivedRecordAlert /> : <PublicLinks />}
    </>
  );
};
