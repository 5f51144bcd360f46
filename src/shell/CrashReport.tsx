import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { Accordion, AccordionDetails, AccordionSummary, Alert, AlertTitle, Box, Button, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

interface CrashReportProps {
  error: Error;
  componentStack?: string;
  onRetry: () => void;
}

export function CrashReport({ error, componentStack, onRetry }: CrashReportProps) {
  const translate = useTranslate();
  return (
    <Box role="alert" sx={{ p: 3, maxWidth: 900, width: '100%', mx: 'auto' }}>
      <Alert
        severity="error"
        action={
          <Button color="inherit" onClick={onRetry}>
            {translate('console.crash.retry')}
          </Button>
        }
      >
        <AlertTitle>{translate('console.crash.title')}</AlertTitle>
        {translate('console.crash.advice')}
      </Alert>
      <Accordion sx={{ mt: 2 }}>
        <AccordionSummary expandIcon={<ExpandMoreIcon />}>{translate('console.crash.details')}</AccordionSummary>
        <AccordionDetails>
          <Typography sx={{ fontWeight: 600, mb: 1 }}>{error.message}</Typography>
          <Box component="pre" sx={{ fontSize: 12, overflow: 'auto', whiteSpace: 'pre-wrap', m: 0 }}>
            {[error.stack, componentStack].filter(Boolean).join('\n')}
          </Box>
        </AccordionDetails>
      </Accordion>
    </Box>
  );
}
