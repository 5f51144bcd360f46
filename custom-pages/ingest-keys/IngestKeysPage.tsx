// Super admin > Clés d'ingestion: the keys the public sites send their events with (POST /api/{siteId}/ingest/{kind}).
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Confirm } from 'react-admin';
import { formatDateTime } from '../../schema-adapters/shared';
import { useConsoleUser } from '../shared';
import type { IngestKey } from '../../model/statistics';
import { useIngestKeys } from './useIngestKeys';

export default function IngestKeysPage() {
  const keys = useIngestKeys();
  const sites = useConsoleUser()?.sites ?? [];
  const [siteId, setSiteId] = useState('');
  const [label, setLabel] = useState('');
  const [created, setCreated] = useState<{ key: string; siteId: string } | null>(null);
  const [error, setError] = useState('');
  const [revoking, setRevoking] = useState<IngestKey | null>(null);
  const create = async () => {
    setError('');
    try {
      const key = await keys.create(siteId, label.trim());
      setCreated({ key: key.key, siteId: key.siteId });
      setLabel('');
    } catch (err) {
      setError((err as Error).message);
    }
  };
  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, minWidth: 0 }}>
      <Typography variant="h5" component="h1" gutterBottom>
        Clés d'ingestion
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        Les sites publics envoient leurs lectures, vues et paris avec une clé de leur site (en-tête X-Ingest-Key). Une clé n'est affichée qu'à sa
        création.
      </Typography>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', mb: 2 }}>
        <TextField select size="small" label="Site" value={siteId} onChange={(e) => setSiteId(e.target.value)} sx={{ width: 220, maxWidth: '100%' }}>
          {sites.map((s) => (
            <MenuItem key={s._id} value={s._id}>
              {s.label}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          size="small"
          label="Nom de la clé"
          value={label}
          onChange={(e) => setLabel(e.target.value)}
          slotProps={{ htmlInput: { maxLength: 200 } }}
        />
        <Button variant="contained" disabled={!siteId || !label.trim()} onClick={() => void create()}>
          Créer une clé
        </Button>
      </Stack>
      {error && <Alert severity="error">{error}</Alert>}
      {created && (
        <Alert severity="success" onClose={() => setCreated(null)} sx={{ mb: 2 }}>
          Clé créée pour {created.siteId}, copiez-la maintenant : elle ne sera plus affichée.
          <Box component="code" data-testid="new-ingest-key" sx={{ display: 'block', mt: 1, wordBreak: 'break-all' }}>
            {created.key}
          </Box>
        </Alert>
      )}
      <Box sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-label="Clés d'ingestion">
          <TableHead>
            <TableRow>
              <TableCell>Site</TableCell>
              <TableCell>Nom</TableCell>
              <TableCell>Début de la clé</TableCell>
              <TableCell>Créée le</TableCell>
              <TableCell>Dernier envoi</TableCell>
              <TableCell>État</TableCell>
              <TableCell />
            </TableRow>
          </TableHead>
          <TableBody>
            {(keys.data ?? []).map((k) => (
              <TableRow key={k.id}>
                <TableCell>{k.siteId}</TableCell>
                <TableCell>{k.label}</TableCell>
                <TableCell>
                  <code>{k.prefix}…</code>
                </TableCell>
                <TableCell>
                  {formatDateTime(k.createdAt)} {k.createdBy && `(${k.createdBy})`}
                </TableCell>
                <TableCell>{formatDateTime(k.lastUsedAt) ?? 'jamais'}</TableCell>
                <TableCell>
                  {k.revokedAt ? (
                    <Chip size="small" label={`Révoquée le ${formatDateTime(k.revokedAt)}`} />
                  ) : (
                    <Chip size="small" color="success" label="Active" />
                  )}
                </TableCell>
                <TableCell>
                  {!k.revokedAt && (
                    <Button size="small" color="error" onClick={() => setRevoking(k)}>
                      Révoquer
                    </Button>
                  )}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
      {keys.data?.length === 0 && <Typography color="text.secondary">Aucune clé pour l'instant.</Typography>}
      <Confirm
        isOpen={!!revoking}
        title="Révoquer la clé"
        content={`Les envois avec la clé « ${revoking?.label ?? ''} » seront refusés. Continuer ?`}
        confirm="Révoquer"
        cancel="Annuler"
        onConfirm={() => {
          if (revoking) void keys.revoke(revoking.id);
          setRevoking(null);
        }}
        onClose={() => setRevoking(null)}
      />
    </Box>
  );
}
