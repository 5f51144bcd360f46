// A record's versions newest first (who, when, how, the changed fields by label): one opened, two compared, one
// restored through the normal update with If-Match (a new version itself).
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useNotify, type Identifier } from 'react-admin';
import { NOTHING_TO_RESTORE, versionActionLabel, viaLabel, type HistoryVersion } from '../../model/history';
import type { DataSchema } from '../../model/metaSchema';
import { formatDateTime } from '../../schema-adapters/shared';
import { useHistoryApi, useVersions } from './useHistory';
import { CompareDialog, RestoreDialog, VersionDialog, versionTitle } from './VersionDialogs';

export interface HistoryPanelProps {
  resource: string;
  id: Identifier;
  /** The record's schema, to show a version as its form does; none: as text. */
  schema?: DataSchema;
  /** What to say of a restore's answer (a schema's says what it does to stored records). */
  restoredMessage?: (saved: Record<string, unknown>) => { type: 'success' | 'warning'; message: string };
  onRestored?: () => void;
}

// As the server's refusal (409 ARCHIVED) says it.
const ARCHIVED_NO_RESTORE = "Cet enregistrement est archivé : sortez-le d'abord des archives pour restaurer une de ses versions.";

const restoredByDefault = () => ({ type: 'success' as const, message: 'Version restaurée : elle est la version actuelle de la fiche.' });

export function HistoryPanel({ resource, id, schema, restoredMessage = restoredByDefault, onRestored }: HistoryPanelProps) {
  const api = useHistoryApi(resource, id);
  const { versions, error, loading, more, reload } = useVersions(api);
  const notify = useNotify();
  const [opened, setOpened] = useState<string>();
  const [picked, setPicked] = useState<string[]>([]);
  const [comparing, setComparing] = useState(false);
  const [restoring, setRestoring] = useState<HistoryVersion>();
  const pick = (seq: string) => setPicked((p) => (p.includes(seq) ? p.filter((s) => s !== seq) : [...p, seq].slice(-2)));

  const restore = async (version: HistoryVersion) => {
    setRestoring(undefined);
    try {
      const { type, message } = restoredMessage(await api.restore(version.seq));
      notify(message, { type });
      reload();
      onRestored?.();
    } catch (err) {
      notify((err as Error).message, { type: 'error' });
    }
  };

  if (error) return <Alert severity="error">{error}</Alert>;
  // The newest version is the record as it is now.
  const archived = versions[0]?.archived === true;
  return (
    <>
      {archived && (
        <Alert severity="info" sx={{ mb: 1 }}>
          {ARCHIVED_NO_RESTORE}
        </Alert>
      )}
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
        <Typography variant="body2" color="text.secondary" sx={{ flexGrow: 1 }}>
          Cochez deux versions pour les comparer.
        </Typography>
        <Button variant="outlined" disabled={picked.length !== 2} onClick={() => setComparing(true)}>
          Comparer
        </Button>
      </Stack>
      {loading && <LinearProgress />}
      <Table size="small" aria-label="Versions">
        <TableHead>
          <TableRow>
            <TableCell padding="checkbox" />
            <TableCell>Date</TableCell>
            <TableCell>Par</TableCell>
            <TableCell>Action</TableCell>
            <TableCell>Champs modifiés</TableCell>
            <TableCell />
          </TableRow>
        </TableHead>
        <TableBody>
          {versions.map((v, i) => (
            <TableRow key={v.seq} hover>
              <TableCell padding="checkbox">
                <Checkbox
                  checked={picked.includes(v.seq)}
                  onChange={() => pick(v.seq)}
                  slotProps={{ input: { 'aria-label': `Comparer : ${versionTitle(v)}` } }}
                />
              </TableCell>
              <TableCell>{formatDateTime(v.at) ?? v.at}</TableCell>
              <TableCell>
                {v.login ?? 'système'}{' '}
                <Typography component="span" variant="body2" color="text.secondary">
                  ({viaLabel(v)})
                </Typography>
              </TableCell>
              <TableCell>{versionActionLabel(v)}</TableCell>
              <TableCell>{v.changed.map((c) => c.label).join(', ')}</TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                <Button size="small" onClick={() => setOpened(v.seq)}>
                  Voir
                </Button>
                {i > 0 && !archived && (
                  <Tooltip title={v.identicalToRecord ? NOTHING_TO_RESTORE : ''}>
                    {/* A disabled button takes no pointer events: its wrapper shows why. */}
                    <span>
                      <Button size="small" disabled={v.identicalToRecord} onClick={() => setRestoring(v)}>
                        Restaurer cette version
                      </Button>
                    </span>
                  </Tooltip>
                )}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {!loading && !versions.length && <Typography color="text.secondary">Aucune version enregistrée.</Typography>}
      {more && (
        <Button onClick={more} sx={{ mt: 1 }}>
          Versions plus anciennes
        </Button>
      )}
      {opened && <VersionDialog load={() => api.version(opened)} schema={schema} onClose={() => setOpened(undefined)} />}
      {comparing && <CompareDialog load={() => api.compare(picked[0], picked[1])} schema={schema} onClose={() => setComparing(false)} />}
      {restoring && (
        <RestoreDialog
          version={restoring}
          load={() => api.compare(restoring.seq, versions[0].seq)}
          schema={schema}
          onRestore={() => void restore(restoring)}
          onClose={() => setRestoring(undefined)}
        />
      )}
    </>
  );
}
