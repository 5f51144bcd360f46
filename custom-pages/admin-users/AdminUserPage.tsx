// Administrateurs (spec 000 §3 session user, design.md §5): creation and edition by a super administrator — login,
// password set or reset (write-only: empty keeps it), developer and super-admin flags, rights as switches, the sites
// (empty: all), 'Compte désactivé'. The list stays the generic collection.
import Alert from '@mui/material/Alert';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { AutocompleteArrayInput, BooleanInput, PasswordInput, TextInput, required } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { RIGHT_FLAGS } from '../../model/rights';
import { useSchema } from '../../schema-adapters/schemasContext';
import { RecordFormScreen } from '../shared/RecordFormScreen';
import { RIGHT_LABELS } from '../shared/rightLabels';
import type { CustomPageProps } from '../types';
import { adminUserToSave } from './adminUserValues';
import { UnlockLoginButton } from './UnlockLoginButton';
import { AdminUserSessions } from './AdminUserSessions';
import { AdminUserSsoIdentities } from './AdminUserSsoIdentities';
import { ResetFactorsButton } from './ResetFactorsButton';
import { useAllRecords } from '../../schema-adapters/shared/useAllRecords';

const SITES_BY_LABEL = { field: 'label', order: 'ASC' } as const;

function RightsFields() {
  const superAdmin = useWatch({ name: 'superAdmin' });
  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-label="Droits">
      <Typography variant="subtitle1" component="h2">
        Droits
      </Typography>
      {superAdmin === true && (
        <Alert severity="info" sx={{ my: 1 }}>
          Un super administrateur a tous les droits, sur tous les sites.
        </Alert>
      )}
      {RIGHT_FLAGS.map((flag) => (
        <BooleanInput key={flag} source={`rights.${flag}`} label={RIGHT_LABELS[flag]} helperText={false} />
      ))}
    </Paper>
  );
}

function AdminUserFields({ isNew }: { isNew: boolean }) {
  const { data: sites = [] } = useAllRecords('Site', { sort: SITES_BY_LABEL });
  const choices = sites.map((site) => ({ id: String(site.id), name: `${site.isProd ? '[PROD]' : '[dev]'} ${String(site.label ?? site.id)}` }));
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, md: 7 }}>
        <TextInput source="login" label="Identifiant" validate={required()} fullWidth autoComplete="off" />
        <PasswordInput
          source="password"
          label={isNew ? 'Mot de passe' : 'Nouveau mot de passe'}
          validate={isNew ? required() : undefined}
          helperText={isNew ? 'Le serveur ne le garde que chiffré' : 'Laisser vide pour ne pas le changer'}
          autoComplete="new-password"
          fullWidth
        />
        <AutocompleteArrayInput source="siteIds" label="Sites autorisés" choices={choices} helperText="Vide : tous les sites" fullWidth />
        <BooleanInput source="isDeveloper" label="Développeur" helperText={false} />
        <BooleanInput source="superAdmin" label="Super administrateur" helperText={false} />
        <BooleanInput source="disabled" label="Compte désactivé" helperText="Ne peut plus se connecter ; ses sessions sont fermées" />
        {!isNew && <UnlockLoginButton />}
        {!isNew && <ResetFactorsButton />}
      </Grid>
      <Grid size={{ xs: 12, md: 5 }}>
        <RightsFields />
        {!isNew && <AdminUserSessions />}
        {!isNew && <AdminUserSsoIdentities />}
      </Grid>
    </Grid>
  );
}

export default function AdminUserPage({ subPath }: CustomPageProps) {
  const schema = useSchema('AdminUser');
  if (!schema)
    return (
      <Alert severity="warning" sx={{ m: 2 }}>
        Le schéma AdminUser est absent du catalogue.
      </Alert>
    );
  const id = subPath[0] === 'new' ? undefined : subPath[0];
  return (
    <RecordFormScreen key={id ?? 'new'} schema={schema} id={id} transform={adminUserToSave} titleOf={(record) => String(record.login ?? record.id)}>
      <AdminUserFields isNew={id === undefined} />
    </RecordFormScreen>
  );
}
