import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import type { UploadState } from './uploadState';

/** Uploading: a bar with its percentage; done: the stored path; error: the server's message. */
export const UploadProgress = ({ state, refusal }: { state: UploadState; refusal?: string }) => {
  if (refusal) return <Alert severity="error">{refusal}</Alert>;
  switch (state.status) {
    case 'uploading':
      return (
        <Box role="status" aria-live="polite">
          <Typography variant="caption">
            Envoi de {state.name} : {state.percent} %
          </Typography>
          <LinearProgress variant="determinate" value={state.percent} aria-label="Progression du téléversement" />
        </Box>
      );
    case 'done':
      return (
        <Alert severity="success" role="status">
          Fichier enregistré :{' '}
          <Box component="span" sx={{ fontFamily: 'monospace' }}>
            {state.file.path}
          </Box>
        </Alert>
      );
    case 'error':
      return <Alert severity="error">{state.message}</Alert>;
    default:
      return null;
  }
};
