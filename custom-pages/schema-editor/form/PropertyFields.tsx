// Every field of one property definition (spec 000 §3 "Property definition"): the common ones, the developer-only
// flags, the display condition, and the extras of its type (PropertyTypeExtras).
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { useWatch } from 'react-hook-form';
import { DESCRIPTION_MAX, DEVELOPER_PROPERTY_FLAGS, type DeveloperPropertyFlag } from '../../../model/constants';
import { ConditionFields } from './ConditionFields';
import { HintInput } from './HintInput';
import { useSchemaEditor } from './EditorContext';
import { SwitchInput, SelectInput, TextInput } from './inputs';
import { PropertyTypeExtras } from './PropertyTypeExtras';
import { TYPE_CHOICES, UNRECOGNIZED_TYPE, isKnownType } from './propertyTypeInfo';

const FLAGS: [string, string][] = [
  ['required', 'Requis'],
  ['readOnly', 'Lecture seule'],
  ['createOnly', 'Modifiable à la création seulement'],
  ['sortable', 'Triable'],
  ['filterable', 'Filtrable'],
  ['toggleable', 'Masquable dans la liste'],
  ['column', 'Colonne de la liste'],
  ['sideBar', 'Dans la barre latérale'],
  ['notDuplicable', 'Non copié à la duplication'],
  ['export', 'Exporté'],
];

/** Spec 000 §6: developers only (the server refuses them from others). */
const DEVELOPER_FLAG_LABELS: Record<DeveloperPropertyFlag, string> = {
  excludedFromMongooseSchema: 'Exclu du schéma de la base',
  notDisplayableInAdmin: "Non affiché dans l'admin",
  writeOnly: 'Écriture seule (jamais renvoyé : mots de passe)',
};

export function PropertyFields({ name, withGroups, depth, autoFocus }: { name: string; withGroups: boolean; depth: number; autoFocus: boolean }) {
  const { isDeveloper } = useSchemaEditor();
  const type: unknown = useWatch({ name: `${name}.type` });
  const groups: string[] | undefined = useWatch({ name: 'propertiesGroups' });
  const groupChoices = (groups?.length ? groups : ['Général']).map((group) => ({ id: group, name: group }));
  const at = (key: string) => `${name}.${key}`;

  return (
    <Box>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 6, md: 3 }}>
          <TextInput name={at('key')} label="Clé" required autoFocus={autoFocus} helperText="Lettres, chiffres et « _ »" />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, md: 3 }}>
          <TextInput name={at('label')} label="Libellé" />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, md: 3 }}>
          <SelectInput name={at('type')} label="Type" required choices={TYPE_CHOICES} />
        </Grid>
        {withGroups && (
          <Grid size={{ xs: 12, sm: 6, md: 3 }}>
            <SelectInput name={at('group')} label="Groupe" choices={groupChoices} emptyLabel="(premier groupe)" />
          </Grid>
        )}
      </Grid>

      {!isKnownType(type) && (
        <Alert severity="warning" sx={{ mt: 2 }}>
          {UNRECOGNIZED_TYPE} : « {String(type ?? '')} ». Choisissez un type de la liste.
        </Alert>
      )}

      <Grid container spacing={2} sx={{ mt: 1 }}>
        <Grid size={{ xs: 12, md: 6 }}>
          <TextInput name={at('description')} label="Description" multiline maxLength={DESCRIPTION_MAX} />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <HintInput name={at('hint')} />
        </Grid>
      </Grid>

      <Typography variant="subtitle2" sx={{ mt: 2 }}>
        Comportement
      </Typography>
      <Grid container columnSpacing={2}>
        {FLAGS.map(([key, label]) => (
          <Grid key={key} size={{ xs: 12, sm: 6, md: 4 }}>
            <SwitchInput name={at(key)} label={label} />
          </Grid>
        ))}
        {isDeveloper &&
          DEVELOPER_PROPERTY_FLAGS.map((key) => (
            <Grid key={key} size={{ xs: 12, sm: 6, md: 4 }}>
              <SwitchInput name={at(key)} label={DEVELOPER_FLAG_LABELS[key]} />
            </Grid>
          ))}
      </Grid>
      <Grid container spacing={2} sx={{ mt: 0.5 }}>
        <Grid size={{ xs: 12, sm: 6, md: 4 }}>
          <TextInput name={at('exportFormatting')} label="Format d'export" />
        </Grid>
      </Grid>

      <PropertyTypeExtras name={name} type={type} depth={depth} />
      <ConditionFields name={at('condition')} />
    </Box>
  );
}
