// The User record's tab 'Connexion en tant que' (spec 001 §6).
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import LoginAsButton from './LoginAsButton';

export default function LoginAsTab() {
  return (
    <Stack spacing={2} alignItems="flex-start">
      <Typography variant="body2" color="text.secondary">
        Ouvre le site public connecté avec ce compte, pour voir ce que l'utilisateur voit. Chaque connexion est inscrite au journal d'audit.
      </Typography>
      <LoginAsButton />
    </Stack>
  );
}
