// Empty the site (spec 000 §2): every record archived after the site id is typed again; undone from here (or record
// by record from the archive).
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { ToolRun } from '../ToolRun';
import type { ToolEntry, ToolProps } from '../types';
import { toolPath, useToolRun } from '../useToolRun';

function ClearSite({ siteId }: ToolProps) {
  const [typed, setTyped] = useState('');
  const clear = useToolRun();
  const undo = useToolRun();
  return (
    <Stack spacing={1}>
      <Typography variant="body2">Archive tous les enregistrements du site. Tapez l'identifiant du site pour confirmer.</Typography>
      <Stack direction="row" spacing={1} alignItems="center">
        <TextField size="small" label="Identifiant du site" value={typed} onChange={(e) => setTyped(e.target.value)} placeholder={siteId} />
        <Button
          variant="outlined"
          color="error"
          disabled={typed !== siteId || clear.running}
          onClick={() => void clear.start(`/api/${encodeURIComponent(siteId)}/clear`, { confirmSiteId: typed })}
        >
          Vider le site
        </Button>
      </Stack>
      <ToolRun run={clear} />
      {clear.job?.state === 'done' && (
        <div>
          <Button
            variant="outlined"
            disabled={undo.running}
            onClick={() => void undo.start(toolPath(siteId, 'undoClearSite'), { clearJobId: clear.job!.id })}
          >
            Annuler le vidage
          </Button>
          <ToolRun run={undo} />
        </div>
      )}
    </Stack>
  );
}

export const clearSiteTool: ToolEntry = { id: 'clearSite', label: 'Vider le site', Component: ClearSite };
