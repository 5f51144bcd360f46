// The ten recovery codes, shown once (the server keeps only their hashes).
import { Alert, Box, Typography } from '@mui/material';

export function RecoveryCodesList({ codes }: { codes: string[] }) {
  return (
    <Box>
      <Alert severity="warning" sx={{ mb: 1 }}>
        Notez ces codes de secours et gardez-les en lieu sûr : chacun remplace une fois le code de l'application si vous perdez votre téléphone. Ils
        ne seront plus affichés.
      </Alert>
      <Typography component="ul" aria-label="Codes de secours" sx={{ fontFamily: 'monospace', columns: 2, pl: 3, my: 1 }}>
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </Typography>
    </Box>
  );
}
