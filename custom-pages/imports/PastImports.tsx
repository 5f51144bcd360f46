// The list's last imports (issue 31 §4): who, when, which file, what it did; each opens its page, where it is undone.
import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import type { ImportState, ImportView } from '../../model/imports';
import { errorMessageOf, useSiteId } from '../../schema-adapters/shared';
import { formatDateTime } from '../../schema-adapters/shared/formatDateTime';
import { useApiCall } from '../shared';

const STATES: Record<ImportState, string> = {
  uploaded: 'Fichier envoyé',
  checking: 'Essai à blanc en cours',
  checked: 'Essai à blanc fait',
  importing: 'Import en cours',
  imported: 'Importé',
  failed: 'Échec',
  expired: 'Fichier expiré',
  undoing: 'Annulation en cours',
  undone: 'Annulé',
};

export function PastImports({ type }: { type: string }) {
  const call = useApiCall();
  const siteId = useSiteId();
  const [imports, setImports] = useState<ImportView[]>();
  const [error, setError] = useState<string>();

  useEffect(() => {
    call<{ data: ImportView[] }>(`/api/${encodeURIComponent(siteId)}/imports`, { query: { type } }).then(
      (answer) => setImports(answer.data),
      (err: unknown) => setError(errorMessageOf(err)),
    );
  }, [call, siteId, type]);

  if (error) return <Alert severity="error">{error}</Alert>;
  if (!imports?.length) return null;
  return (
    <>
      <Typography variant="h6" component="h2">
        Imports précédents
      </Typography>
      <Table size="small" aria-label="Imports précédents">
        <TableHead>
          <TableRow>
            <TableCell>Date</TableCell>
            <TableCell>Fichier</TableCell>
            <TableCell>Par</TableCell>
            <TableCell>État</TableCell>
            <TableCell>Créés / mis à jour / refusés</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {imports.map((imp) => (
            <TableRow key={imp.id}>
              <TableCell>{formatDateTime(imp.createdAt)}</TableCell>
              <TableCell>
                <Link component={RouterLink} to={`?import=${imp.id}`}>
                  {imp.fileName}
                </Link>
              </TableCell>
              <TableCell>{imp.startedBy}</TableCell>
              <TableCell>{STATES[imp.state]}</TableCell>
              <TableCell>{`${imp.counts.created} / ${imp.counts.updated} / ${imp.counts.refused}`}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </>
  );
}
