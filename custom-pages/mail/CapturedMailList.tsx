// The messages the SMTP simulator received, newest first; each opens on its text and its HTML (in a sandboxed frame:
// no script, no link followed, nothing of the console reachable).
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { formatDateTime } from '../../schema-adapters/shared';
import type { CapturedMail } from './useMailSimulator';

export function CapturedMailList({ messages }: { messages: readonly CapturedMail[] }) {
  if (messages.length === 0) return <Typography sx={{ mt: 2 }}>Aucun e-mail reçu pour l'instant.</Typography>;
  return (
    <Box sx={{ mt: 2 }}>
      {messages.map((mail) => (
        <Accordion key={mail.id} disableGutters>
          <AccordionSummary expandIcon={<ExpandMoreIcon />}>
            <Typography sx={{ width: 180, flexShrink: 0 }} color="text.secondary">
              {formatDateTime(mail.receivedAt)}
            </Typography>
            <Typography sx={{ width: 280, flexShrink: 0 }}>{mail.envelope.to.join(', ')}</Typography>
            <Typography>{mail.subject}</Typography>
          </AccordionSummary>
          <AccordionDetails>
            <Typography variant="body2" color="text.secondary" gutterBottom>
              De {mail.from || mail.envelope.from} à {mail.to.join(', ')}
            </Typography>
            {mail.html ? (
              <Box
                component="iframe"
                title={`Contenu de « ${mail.subject} »`}
                sandbox=""
                srcDoc={mail.html}
                sx={{ width: '100%', height: 240, border: 1, borderColor: 'divider', bgcolor: 'common.white' }}
              />
            ) : (
              <Typography component="pre" sx={{ whiteSpace: 'pre-wrap', fontFamily: 'inherit' }}>
                {mail.text}
              </Typography>
            )}
          </AccordionDetails>
        </Accordion>
      ))}
    </Box>
  );
}
