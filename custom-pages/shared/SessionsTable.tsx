// A table of sessions (GET /api/account/sessions, or an admin user's): device, address, sign-in method, start and last
// activity, this session marked; each one ended by its button.
import { Box, Button, Chip, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';

export interface SessionRow {
  key: string;
  device: string;
  ip: string;
  method: string;
  createdAt: string;
  lastSeenAt: string;
  current: boolean;
}

const METHODS: Record<string, string> = {
  password: 'Mot de passe',
  'password+totp': 'Mot de passe + code',
  'password+recovery': 'Mot de passe + code de secours',
  'password+passkey': "Mot de passe + clé d'accès",
  passkey: "Clé d'accès",
  sso: 'Authentification unique',
};

const when = (iso: string) => new Date(iso).toLocaleString('fr-FR', { dateStyle: 'short', timeStyle: 'short' });

export function SessionsTable({ sessions, onEnd, busy }: { sessions: SessionRow[]; onEnd: (key: string) => void; busy?: boolean }) {
  return (
    // Its own scrolling region, reachable by keyboard: on a narrow screen the table is wider than its card.
    <Box sx={{ overflowX: 'auto' }} tabIndex={0} role="region" aria-label="Tableau des sessions">
      <Table size="small" aria-label="Sessions">
        <TableHead>
          <TableRow>
            <TableCell>Appareil</TableCell>
            <TableCell>Adresse</TableCell>
            <TableCell>Connexion</TableCell>
            <TableCell>Ouverte le</TableCell>
            <TableCell>Dernière activité</TableCell>
            <TableCell />
          </TableRow>
        </TableHead>
        <TableBody>
          {sessions.map((s) => (
            <TableRow key={s.key}>
              <TableCell>
                {s.device} {s.current && <Chip size="small" color="primary" label="Cette session" sx={{ ml: 1 }} />}
              </TableCell>
              <TableCell>{s.ip || '—'}</TableCell>
              <TableCell>{METHODS[s.method] ?? s.method}</TableCell>
              <TableCell>{when(s.createdAt)}</TableCell>
              <TableCell>{when(s.lastSeenAt)}</TableCell>
              <TableCell align="right">
                {!s.current && (
                  <Button size="small" color="error" disabled={busy} onClick={() => onEnd(s.key)} aria-label={`Fermer la session ${s.device}`}>
                    Fermer
                  </Button>
                )}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}
