// The result of a newsletter sync (spec 000 §2): the line 'OK - {summary}', then one red line per error triple.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export function SyncResultLines({ ok, errors }: { ok: string; errors: string[] }) {
  return (
    <Stack spacing={1} role="group" aria-label="Résultat de la synchronisation">
      <Alert severity={errors.length ? 'warning' : 'success'}>{ok}</Alert>
      {errors.length > 0 && (
        <Box component="ul" sx={{ m: 0, pl: 3 }} aria-label="Erreurs de la synchronisation">
          {errors.map((line) => (
            <Typography component="li" key={line} color="error" variant="body2">
              {line}
            </Typography>
          ))}
        </Box>
      )}
    </Stack>
  );
}
