// What a dry run or an import found (issue 31 §2, §4): the counts, the refusals grouped by field and reason with their
// lines, the refused rows' file, the columns left out; once undone, what the undo did.
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { frenchNumber } from '../../model/frenchFormat';
import type { ImportView } from '../../model/imports';
import { formatDateTime } from '../../schema-adapters/shared/formatDateTime';

const FORMATS = { csv: 'CSV', json: 'JSON', ndjson: 'JSON par ligne' } as const;

export function ImportReport({ imp, refusedUrl }: { imp: ImportView; refusedUrl?: string }) {
  const { counts } = imp;
  const figures = imp.dryRun
    ? [
        ['à créer', counts.created],
        ['à mettre à jour', counts.updated],
        ['inchangés', counts.unchanged],
        ['refusés', counts.refused],
      ]
    : [
        ['créés', counts.created],
        ['mis à jour', counts.updated],
        ['inchangés', counts.unchanged],
        ['refusés', counts.refused],
      ];
  return (
    <Paper variant="outlined" sx={{ p: 2 }} data-testid="import-report" role="region" aria-label="Rapport de l'import">
      <Typography variant="h6" component="h2" gutterBottom>
        {imp.dryRun ? "Essai à blanc : rien n'a été écrit" : 'Import'}
      </Typography>
      <Typography variant="body2" color="text.secondary" gutterBottom>
        {imp.fileName} ({FORMATS[imp.format]}), par {imp.startedBy}, le {formatDateTime(imp.createdAt)}
      </Typography>
      {imp.fileError ? (
        <Alert severity="error">Fichier illisible : {imp.fileError}. Rien n'a été écrit.</Alert>
      ) : (
        <>
          <Stack direction="row" spacing={3} sx={{ my: 1, flexWrap: 'wrap' }}>
            <Typography>{frenchNumber(counts.rows)} lignes lues</Typography>
            {figures.map(([label, n]) => (
              <Typography key={label}>
                <strong>{frenchNumber(Number(n))}</strong> {label}
              </Typography>
            ))}
          </Stack>
          {imp.leftOut.length > 0 && <Alert severity="info">Laissé de côté (aucun champ ne correspond) : {imp.leftOut.join(', ')}</Alert>}
          {imp.refusals.length > 0 && (
            <>
              <List dense aria-label="Lignes refusées">
                {imp.refusals.map((group) => (
                  <ListItem key={group.text}>{group.text}</ListItem>
                ))}
              </List>
              {refusedUrl && (
                <Button href={refusedUrl} download variant="outlined">
                  Télécharger les lignes refusées (CSV)
                </Button>
              )}
            </>
          )}
        </>
      )}
      {imp.undo && (
        <Alert severity="success" sx={{ mt: 2 }}>
          Import annulé : {imp.undo.archived} enregistrement(s) archivé(s), {imp.undo.restored} remis comme avant
          {imp.undo.leftAlone.length > 0 && `, laissés tels quels car modifiés depuis : ${imp.undo.leftAlone.join(', ')}`}.
        </Alert>
      )}
    </Paper>
  );
}
