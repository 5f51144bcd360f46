// Jetons d'API (super administrators, design.md §13): what another server puts in its ENVIRONMENTS to call this one.
// A token is shown once, at its creation; only its hash is kept.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { formatDateTime, useConfirm } from '../../../schema-adapters/shared';
import { NewTokenForm } from './NewTokenForm';
import { SCOPE_LABELS, tokenState } from './tokenState';
import { useApiTokens } from './useApiTokens';

export default function ApiTokensPage() {
  const { tokens, loadError, created, error, create, revoke } = useApiTokens();
  const [ask, confirmDialog] = useConfirm();
  const confirmRevoke = async (t: { id: string; name: string }) => {
    const content = `Les appels qui présentent le jeton « ${t.name} » seront refusés dès maintenant.`;
    if (await ask({ title: `Révoquer le jeton « ${t.name} » ?`, content, confirm: 'Révoquer', warning: true })) await revoke(t.id);
  };
  return (
    <Box sx={{ p: 2 }}>
      {confirmDialog}
      <Typography variant="h5" component="h1" gutterBottom>
        Jetons d'API
      </Typography>
      <Typography variant="body2" color="text.secondary">
        Un autre serveur de la console (staging, prod...) appelle celui-ci avec un jeton, à placer dans son réglage ENVIRONMENTS. Chaque utilisation
        est inscrite au journal d'audit.
      </Typography>
      <NewTokenForm onCreate={create} />
      {created?.token && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          Jeton « {created.name} », affiché une seule fois : copiez-le maintenant.
          <Box component="pre" data-testid="new-token" sx={{ m: 0, mt: 1, userSelect: 'all', overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}>
            {created.token}
          </Box>
        </Alert>
      )}
      {(error || loadError) && <Alert severity="error">{error ?? loadError}</Alert>}
      <Table size="small" aria-label="Jetons d'API">
        <TableHead>
          <TableRow>
            <TableCell>Nom</TableCell>
            <TableCell>Portée</TableCell>
            <TableCell>Sites</TableCell>
            <TableCell>Créé par</TableCell>
            <TableCell>Expire le</TableCell>
            <TableCell>Dernière utilisation</TableCell>
            <TableCell>État</TableCell>
            <TableCell />
          </TableRow>
        </TableHead>
        <TableBody>
          {(tokens ?? []).map((t) => {
            const state = tokenState(t);
            return (
              <TableRow key={t.id}>
                <TableCell>{t.name}</TableCell>
                <TableCell>{SCOPE_LABELS[t.scope]}</TableCell>
                <TableCell>{t.siteIds.length ? t.siteIds.join(', ') : 'Tous'}</TableCell>
                <TableCell>{t.createdByLogin ?? '—'}</TableCell>
                <TableCell>{formatDateTime(t.expiresAt)}</TableCell>
                <TableCell>{formatDateTime(t.lastUsedAt) ?? 'Jamais'}</TableCell>
                <TableCell>{state}</TableCell>
                <TableCell>
                  {state === 'Actif' && (
                    <Button size="small" color="error" onClick={() => void confirmRevoke(t)}>
                      Révoquer
                    </Button>
                  )}
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </Box>
  );
}
