import { Alert, Box, Button } from '@mui/material';

/** A full-page message with the one action that gets the user out of it. */
export function CenteredNotice({ message, actionLabel, onAction }: { message: string; actionLabel: string; onAction: () => void }) {
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center', p: 2 }}>
      <Alert
        severity="warning"
        action={
          <Button color="inherit" onClick={onAction}>
            {actionLabel}
          </Button>
        }
      >
        {message}
      </Alert>
    </Box>
  );
}
