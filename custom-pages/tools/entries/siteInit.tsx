// Site initialisation (spec 000 §2, §4, §5): a dialog asking the site title, which then becomes the log of the steps,
// the errors in red. Not offered on the blank template site nor on global. On a site that already holds records the
// template would replace, the server's refusal names them, and the confirmation asks before writing over them.
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { BLANK_TEMPLATE_SITE_ID } from '../../../model/constants';
import { errorMessageOf, statusOf, useConfirm } from '../../../schema-adapters/shared';
import { ToolRun } from '../ToolRun';
import type { ToolEntry, ToolProps } from '../types';
import { toolPath, useToolRun } from '../useToolRun';

function SiteInit({ siteId }: ToolProps) {
  const [open, setOpen] = useState(false);
  const [title, setTitle] = useState('');
  const run = useToolRun();
  const [ask, confirmDialog] = useConfirm();
  const initialise = (overwrite = false): Promise<void> =>
    run.start(toolPath(siteId, 'initSite'), { title: title.trim(), ...(overwrite && { overwrite: true }) }, async (err) => {
      if (overwrite || statusOf(err) !== 409) return false;
      const ok = await ask({ title: `Remplacer le contenu du site ${siteId} ?`, content: errorMessageOf(err), confirm: 'Remplacer', warning: true });
      if (ok) await initialise(true);
      return true;
    });
  const refused = siteId === BLANK_TEMPLATE_SITE_ID || siteId === 'global';
  const started = !!run.jobId || !!run.outcome;
  return (
    <Stack spacing={1}>
      <Typography variant="body2">
        Crée dans ce site, d'après le modèle de site vierge, la configuration (en-tête, pied de page, options), la page d'accueil, les catégories, les
        menus et tout ce que le modèle contient.
      </Typography>
      {refused && <Alert severity="info">L'initialisation n'est pas permise sur le modèle de site vierge ni sur global.</Alert>}
      <div>
        <Button variant="outlined" disabled={refused} onClick={() => setOpen(true)}>
          Initialiser le site
        </Button>
      </div>
      <Dialog open={open} onClose={() => setOpen(false)} maxWidth="md" fullWidth aria-labelledby="site-init-title">
        <DialogTitle id="site-init-title">Initialisation du site {siteId}</DialogTitle>
        <DialogContent>
          {started ? (
            <ToolRun run={run} logOpen />
          ) : (
            <TextField
              autoFocus
              required
              fullWidth
              label="Titre du site"
              value={title}
              onChange={(e) => setTitle(e.target.value)}
              error={!title.trim()}
              helperText={!title.trim() ? 'Titre du site requis' : ' '}
              sx={{ mt: 1 }}
            />
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>Fermer</Button>
          {!started && (
            <Button variant="contained" disabled={!title.trim()} onClick={() => void initialise()}>
              Initialiser
            </Button>
          )}
        </DialogActions>
      </Dialog>
      {confirmDialog}
    </Stack>
  );
}

export const siteInitTool: ToolEntry = { id: 'initSite', label: 'Initialisation du site', Component: SiteInit };
