// Outils (super administrators, spec 000 §2, 001 §2): an instance chooser, then each tool of the registry, each
// running as a job with its progress bar and log.
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { useState } from 'react';
import { useSiteId } from '../../schema-adapters/shared';
import { useConsoleUser } from '../shared/useConsoleUser';
import { TOOL_ENTRIES } from './registry';
import { OnDemandBoundary } from '../../schema-adapters/shared/onDemand';

export default function ToolsPage() {
  const current = useSiteId();
  const sites = useConsoleUser()?.sites ?? [];
  const [siteId, setSiteId] = useState(current);
  return (
    <Box sx={{ p: 2 }}>
      <Typography variant="h5" component="h1" gutterBottom>
        Outils
      </Typography>
      <TextField select label="Instance" value={siteId} onChange={(e) => setSiteId(e.target.value)} sx={{ minWidth: 280, mb: 2 }}>
        {sites.map((s) => (
          <MenuItem key={s._id} value={s._id}>
            {s.label} ({s._id})
          </MenuItem>
        ))}
      </TextField>
      {TOOL_ENTRIES.map(({ id, label, Component }) => (
        <Accordion key={id} defaultExpanded disableGutters slotProps={{ transition: { unmountOnExit: false } }}>
          <AccordionSummary expandIcon={<ExpandMoreIcon />} aria-controls={`tool-${id}`}>
            <Typography>{label}</Typography>
          </AccordionSummary>
          <AccordionDetails id={`tool-${id}`}>
            {/* Keyed by instance: a tool's state (a run, a typed confirmation) never carries over to another site. */}
            <OnDemandBoundary fallback={<LinearProgress aria-label="Chargement de l'outil" />}>
              <Component key={siteId} siteId={siteId} />
            </OnDemandBoundary>
          </AccordionDetails>
        </Accordion>
      ))}
    </Box>
  );
}
