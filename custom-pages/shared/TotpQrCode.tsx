// The QR code to scan with an authenticator app, and its secret to type instead.
import { Box, Typography } from '@mui/material';

export function TotpQrCode({ setup }: { setup: { secret: string; qrSvg: string } }) {
  return (
    <Box>
      <Typography variant="body2" gutterBottom>
        Scannez ce QR code avec votre application d'authentification (Google Authenticator, Microsoft Authenticator, FreeOTP…), puis saisissez le code
        à 6 chiffres qu'elle affiche.
      </Typography>
      <Box
        component="img"
        alt="QR code de l'application d'authentification"
        src={`data:image/svg+xml;base64,${btoa(setup.qrSvg)}`}
        sx={{ width: 200, height: 200, display: 'block', mx: 'auto' }}
      />
      <Typography variant="caption" component="p" sx={{ wordBreak: 'break-all' }}>
        Clé à saisir à la main : <span data-testid="totp-secret">{setup.secret}</span>
      </Typography>
    </Box>
  );
}
