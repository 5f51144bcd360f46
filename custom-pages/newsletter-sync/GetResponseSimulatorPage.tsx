// 'Simulateur GetResponse' (super administrators): the contacts the local GetResponse simulator holds when the
// console runs without GETRESPONSE_API_KEY, as the newsletter sync left them (list, consents, custom fields).
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { errorMessageOf } from '../../schema-adapters/shared';
import type { GetResponseSimulatorView, SimulatedContact } from '../../model/newsletter';
import { useApiCall } from '../../schema-adapters/shared/useApiCall';

const field = (contact: SimulatedContact, name: string) => contact.customFieldValues.find((v) => v.name === name)?.value.join(', ') ?? '';

export default function GetResponseSimulatorPage() {
  const call = useApiCall();
  const { data, error } = useQuery({
    queryKey: ['console.getresponse-simulator'],
    queryFn: () => call<GetResponseSimulatorView>('/api/global/getresponse-simulator'),
    refetchInterval: 5000,
  });
  return (
    <Box sx={{ p: 2 }}>
      <Stack direction="row" spacing={2} alignItems="center" sx={{ mb: 2 }}>
        <Typography variant="h5" component="h1">
          Simulateur GetResponse
        </Typography>
        <Chip color="warning" size="small" label="simulateur local" />
      </Stack>
      {error && <Alert severity="info">{errorMessageOf(error)}</Alert>}
      {data && (
        <>
          <Typography variant="body2" color="text.secondary" gutterBottom>
            Sans GETRESPONSE_API_KEY, la synchronisation newsletter écrit dans ce simulateur local ({data.url}) : aucun contact ne part chez
            GetResponse. Son contenu est perdu à l'arrêt du serveur.
          </Typography>
          <Table size="small" aria-label="Contacts du simulateur">
            <TableHead>
              <TableRow>
                <TableCell>E-mail</TableCell>
                <TableCell>Nom</TableCell>
                <TableCell>Liste</TableCell>
                <TableCell>Newsletter</TableCell>
                <TableCell>Abonné</TableCell>
                <TableCell>Site</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {data.contacts.map((contact) => (
                <TableRow key={contact.contactId}>
                  <TableCell>{contact.email}</TableCell>
                  <TableCell>{contact.name}</TableCell>
                  <TableCell>{contact.campaign.name}</TableCell>
                  <TableCell>{field(contact, 'consentement_newsletter')}</TableCell>
                  <TableCell>{field(contact, 'abonne')}</TableCell>
                  <TableCell>{field(contact, 'site')}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </>
      )}
    </Box>
  );
}
