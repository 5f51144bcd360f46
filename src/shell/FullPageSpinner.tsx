import { Box, CircularProgress, Typography } from '@mui/material';

export function FullPageSpinner({ label }: { label: string }) {
  return (
    <Box role="status" sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', alignItems: 'center', justifyContent: 'center', gap: 2 }}>
      <CircularProgress aria-hidden />
      <Typography color="text.secondary">{label}</Typography>
    </Box>
  );
}
