// 'Se connecter avec une clé d'accès' on the login page: a passkey alone signs in (no login, no password).
import KeyIcon from '@mui/icons-material/Key';
import { Button } from '@mui/material';

export function PasskeySignInButton({ onClick, disabled }: { onClick: () => void; disabled?: boolean }) {
  if (typeof window !== 'undefined' && !window.PublicKeyCredential) return null;
  return (
    <Button variant="outlined" startIcon={<KeyIcon />} onClick={onClick} disabled={disabled}>
      Se connecter avec une clé d'accès
    </Button>
  );
}
