import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link } from 'react-router';
import { useSchemas } from '../../schema-adapters/schemasContext';
import { useSiteId } from '../../schema-adapters/shared';
import { useConsoleUser } from '../shared/useConsoleUser';
import type { AuditLogEntry } from '../../model/audit';
import { actionLabel, changeLines, formatAuditDate, refusalText } from './auditEntries';
import { recordLinkOf } from './auditQuery';

const HEADERS = ['Date', 'Action', 'Identifiant', 'Adresse', 'Site', 'Type', 'Id', 'Détail'];

function DetailCell({ entry }: { entry: AuditLogEntry }) {
  const [open, setOpen] = useState(false);
  const lines = changeLines(entry.detail);
  const refusal = refusalText(entry.detail);
  if (refusal)
    return (
      <Typography variant="body2" sx={{ fontFamily: 'monospace' }}>
        {refusal}
      </Typography>
    );
  if (!lines.length) return null;
  return (
    <>
      <Button size="small" aria-expanded={open} onClick={() => setOpen(!open)} sx={{ textTransform: 'none', p: 0, minWidth: 0 }}>
        {lines.length} champ(s) {open ? '▲' : '▼'}
      </Button>
      {open && (
        <ul style={{ margin: '4px 0 0', paddingLeft: 18 }}>
          {lines.map((line) => (
            <li key={line.key} style={{ wordBreak: 'break-word' }}>
              <strong>{line.key}</strong> : {line.from !== undefined ? `${line.from} → ${line.to}` : line.to}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

export function AuditTable({ entries }: { entries: AuditLogEntry[] }) {
  const schemas = useSchemas();
  const user = useConsoleUser();
  const siteId = useSiteId();
  const openSites = (user?.sites ?? []).map((site) => site._id);
  return (
    <Table size="small" aria-label="Journal d'audit">
      <TableHead>
        <TableRow>
          {HEADERS.map((header) => (
            <TableCell key={header}>{header}</TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {entries.map((entry) => {
          const link = recordLinkOf(entry, schemas, siteId, openSites);
          return (
            <TableRow key={entry._id} sx={{ verticalAlign: 'top' }}>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatAuditDate(entry.at)}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{actionLabel(entry.action)}</TableCell>
              <TableCell>{entry.login}</TableCell>
              <TableCell sx={{ fontFamily: 'monospace' }}>{entry.ip}</TableCell>
              <TableCell>{entry.siteId}</TableCell>
              <TableCell>{entry.cls}</TableCell>
              <TableCell sx={{ wordBreak: 'break-all' }}>{link ? <Link to={link}>{entry.recordId}</Link> : entry.recordId}</TableCell>
              <TableCell sx={{ maxWidth: 480 }}>
                <DetailCell entry={entry} />
              </TableCell>
            </TableRow>
          );
        })}
        {entries.length === 0 && (
          <TableRow>
            <TableCell colSpan={HEADERS.length}>Aucune entrée pour ces filtres</TableCell>
          </TableRow>
        )}
      </TableBody>
    </Table>
  );
}
