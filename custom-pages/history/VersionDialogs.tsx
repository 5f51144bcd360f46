// One version shown read-only as the record's form shows it, with what it changed; two versions side by side.
import { useEffect, useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Form } from 'react-admin';
import { NOTHING_TO_RESTORE, type HistoryChange, type HistoryVersion, type VersionDetail, type VersionsCompared } from '../../model/history';
import { valueLines } from '../../model/history';
import type { DataSchema } from '../../model/metaSchema';
import { propertiesByGroup } from '../../schema-adapters/record';
import { PropertyInputs } from '../../schema-adapters/record/PropertyInputs';
import { RecordScreenProvider, useRecordScreen } from '../../schema-adapters/record/RecordScreenContext';
import { formatDateTime } from '../../schema-adapters/shared';
import { VersionLines } from './VersionLines';

export const versionTitle = (v: HistoryVersion): string => `Version du ${formatDateTime(v.at) ?? v.at}`;

/** Loads once per key; the answer or the French error. */
function useLoaded<T>(load: () => Promise<T>, key: string) {
  const [state, setState] = useState<{ key?: string; data?: T; error?: string }>({});
  useEffect(() => {
    let live = true;
    load().then(
      (data) => live && setState({ key, data }),
      (err: Error) => live && setState({ key, error: err.message }),
    );
    return () => {
      live = false;
    };
    // `load` is rebuilt each render; the key says what it loads.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return state.key === key ? state : {};
}

function Loaded<T>({ state, children }: { state: { data?: T; error?: string }; children: (data: T) => ReactNode }) {
  if (state.error) return <Alert severity="error">{state.error}</Alert>;
  if (state.data === undefined) return <LinearProgress />;
  return <>{children(state.data)}</>;
}

interface RestoreDialogProps {
  version: HistoryVersion;
  /** The version compared with the current one. */
  load: () => Promise<VersionsCompared>;
  schema?: DataSchema;
  onRestore: () => void;
  onClose: () => void;
}

const propOf = (schema: DataSchema | undefined, key: string) => schema?.propertiesList.find((p) => p.key === key);

/** The changed fields by label, each side's value as lines, side by side. */
function ChangesTable({ changes, schema, headers }: { changes: HistoryChange[]; schema?: DataSchema; headers: [string, string] }) {
  if (!changes.length) return <Typography color="text.secondary">Aucun champ visible ne diffère.</Typography>;
  return (
    <Table size="small" aria-label="Comparaison">
      <TableHead>
        <TableRow>
          <TableCell>Champ</TableCell>
          <TableCell>{headers[0]}</TableCell>
          <TableCell>{headers[1]}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {changes.map((change) => {
          const [from, to] = [valueLines(propOf(schema, change.key), change.from), valueLines(propOf(schema, change.key), change.to)];
          return (
            <TableRow key={change.key} sx={{ verticalAlign: 'top' }}>
              <TableCell component="th" scope="row">
                {change.label}
              </TableCell>
              <TableCell>{'from' in change ? <VersionLines lines={from} other={to} /> : <em>(version précédente non conservée)</em>}</TableCell>
              <TableCell>
                <VersionLines lines={to} other={from} />
              </TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}

/** The record's form, filled with the version and disabled: the version as people saw it. */
function ReadOnlyForm({ schema, record }: { schema: DataSchema; record: Record<string, unknown> }) {
  const screen = useRecordScreen();
  return (
    <Form record={{ ...record, id: record._id as string }} noValidate>
      <RecordScreenProvider value={{ ...screen, readOnly: true }}>
        {propertiesByGroup(schema).map(({ group, properties }) => (
          <Box key={group} component="section" aria-label={group} sx={{ mb: 2 }}>
            <Typography variant="subtitle1" component="h3">
              {group}
            </Typography>
            <PropertyInputs properties={properties} />
          </Box>
        ))}
      </RecordScreenProvider>
    </Form>
  );
}

export function VersionDialog({ load, schema, onClose }: { load: () => Promise<VersionDetail>; schema?: DataSchema; onClose: () => void }) {
  const state = useLoaded(load, 'version');
  return (
    <Dialog open onClose={onClose} maxWidth="lg" fullWidth aria-labelledby="version-title">
      <DialogTitle id="version-title">{state.data ? versionTitle(state.data) : 'Version'}</DialogTitle>
      <DialogContent>
        <Loaded state={state}>
          {(version) => (
            <>
              <Typography variant="h6" component="h2">
                Modifications
              </Typography>
              <ChangesTable changes={version.changes} schema={schema} headers={['Avant', 'Après']} />
              <Typography variant="h6" component="h2" sx={{ mt: 2 }}>
                Fiche à cette version
              </Typography>
              {schema ? <ReadOnlyForm schema={schema} record={version.record} /> : <VersionLines lines={valueLines(undefined, version.record)} />}
            </>
          )}
        </Loaded>
      </DialogContent>
    </Dialog>
  );
}

/**
 * 'Restaurer cette version' once confirmed: what it changes in the record as it is now (`current`, the newest version);
 * nothing at all, and the version is not offered (the server would refuse it: NOTHING_TO_RESTORE).
 */
export function RestoreDialog({ version, load, schema, onRestore, onClose }: RestoreDialogProps) {
  const state = useLoaded(load, version.seq);
  const identical = state.data?.changes.length === 0;
  return (
    <Dialog open onClose={onClose} maxWidth="md" fullWidth aria-labelledby="restore-title">
      <DialogTitle id="restore-title">Restaurer la {versionTitle(version).toLowerCase()} ?</DialogTitle>
      <DialogContent>
        <Typography sx={{ mb: 2 }}>
          Les champs reprennent leur valeur de cette version, vérifiés comme à chaque enregistrement ; la restauration devient une nouvelle version,
          que l'on peut annuler de la même façon.
        </Typography>
        <Loaded state={state}>
          {(compared) =>
            identical ? (
              <Alert severity="info">{NOTHING_TO_RESTORE}</Alert>
            ) : (
              <ChangesTable changes={compared.changes} schema={schema} headers={['Cette version', 'Actuelle']} />
            )
          }
        </Loaded>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Annuler</Button>
        <Button variant="contained" disabled={!state.data || identical} onClick={onRestore}>
          Restaurer
        </Button>
      </DialogActions>
    </Dialog>
  );
}

export function CompareDialog({ load, schema, onClose }: { load: () => Promise<VersionsCompared>; schema?: DataSchema; onClose: () => void }) {
  const state = useLoaded(load, 'compare');
  return (
    <Dialog open onClose={onClose} maxWidth="lg" fullWidth aria-labelledby="compare-title">
      <DialogTitle id="compare-title">Comparaison de deux versions</DialogTitle>
      <DialogContent>
        <Loaded state={state}>
          {(compared) => (
            <ChangesTable changes={compared.changes} schema={schema} headers={[versionTitle(compared.from), versionTitle(compared.to)]} />
          )}
        </Loaded>
      </DialogContent>
    </Dialog>
  );
}
