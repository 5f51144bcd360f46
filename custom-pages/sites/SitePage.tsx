// Sites (spec 000 §3 Site): creation (with its id, the first segment of the console's URLs) and edition — label,
// domain, prod or dev, logo. Archiving is the generic delete. The site switcher of every open console follows.
import Alert from '@mui/material/Alert';
import Grid from '@mui/material/Grid';
import { BooleanInput, TextInput, regex, required } from 'react-admin';
import { PropertyInput } from '../../schema-adapters/propertyTypes';
import { useSchema } from '../../schema-adapters/schemasContext';
import { requestSessionReload } from '../../schema-adapters/shared/consoleEvents';
import { RecordFormScreen } from '../shared/RecordFormScreen';
import type { CustomPageProps } from '../types';
import { SITE_ID_HINT, SITE_ID_PATTERN, siteToSave } from './siteValues';

export default function SitePage({ subPath }: CustomPageProps) {
  const schema = useSchema('Site');
  if (!schema)
    return (
      <Alert severity="warning" sx={{ m: 2 }}>
        Le schéma Site est absent du catalogue.
      </Alert>
    );
  const id = subPath[0] === 'new' ? undefined : subPath[0];
  const logo = schema.propertiesList.find((prop) => prop.key === 'logo');
  return (
    <RecordFormScreen
      key={id ?? 'new'}
      schema={schema}
      id={id}
      transform={siteToSave}
      titleOf={(record) => String(record.label ?? record.id)}
      onChanged={requestSessionReload}
    >
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 7 }}>
          <TextInput
            source="_id"
            label="Identifiant"
            disabled={id !== undefined}
            validate={id === undefined ? [required(), regex(SITE_ID_PATTERN, SITE_ID_HINT)] : undefined}
            helperText={id === undefined ? `${SITE_ID_HINT} ; ne peut plus changer ensuite` : 'Premier segment des adresses de la console'}
            fullWidth
          />
          <TextInput source="label" label="Nom" validate={required()} fullWidth />
          <TextInput source="domain" label="Domaine" helperText="Par exemple www.mon-site.fr" fullWidth />
          <BooleanInput source="isProd" label="Site de production" helperText="Sinon : site de développement ([dev] dans le sélecteur de site)" />
          <TextInput source="description" label="Description" multiline minRows={2} fullWidth />
        </Grid>
        <Grid size={{ xs: 12, md: 5 }}>{logo && <PropertyInput prop={logo} />}</Grid>
      </Grid>
    </RecordFormScreen>
  );
}
