// A property's display condition (spec 000 §3 "Display condition", model/metaSchema.ts conditionSchema).
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { useWatch } from 'react-hook-form';
import { useHasErrorsUnder } from './errorsStore';
import { useSchemaEditor } from './EditorContext';
import { CheckboxesInput, TextInput } from './inputs';

const VISITOR_TYPES = [
  { id: 'anonymous', name: 'Anonyme' },
  { id: 'freemium', name: 'Freemium' },
  { id: 'premium', name: 'Premium' },
  { id: 'registered', name: 'Inscrit' },
  { id: 'not_premium', name: 'Non premium' },
];
const DEVICE_TYPES = [
  { id: 'phone', name: 'Téléphone' },
  { id: 'desktop', name: 'Ordinateur' },
  { id: 'all', name: 'Tous' },
];

export function ConditionFields({ name }: { name: string }) {
  const { errors } = useSchemaEditor();
  const condition: Record<string, unknown> | undefined = useWatch({ name });
  const hasErrors = useHasErrorsUnder(errors, [name]);
  const set =
    !!condition && Object.values(condition).some((value) => value !== undefined && value !== '' && !(Array.isArray(value) && !value.length));
  return (
    <Accordion
      disableGutters
      variant="outlined"
      defaultExpanded={set || hasErrors}
      sx={{ mt: 2 }}
      slotProps={{ transition: { unmountOnExit: true } }}
    >
      <AccordionSummary expandIcon={<ExpandMoreIcon />}>
        <Typography variant="subtitle2" color={hasErrors ? 'error' : undefined}>
          Condition d'affichage{set ? ' (définie)' : ''}
        </Typography>
      </AccordionSummary>
      <AccordionDetails>
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, md: 6 }}>
            <TextInput name={`${name}.key`} label="Clé d'une autre propriété" helperText="Le champ s'affiche quand cette propriété vaut…" />
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <TextInput name={`${name}.equals`} label="… cette valeur (JSON)" monospace placeholder='true, "video" ou ["a", "b"]' />
          </Grid>
          <Grid size={12}>
            <CheckboxesInput name={`${name}.visitorType`} label="Visiteurs" choices={VISITOR_TYPES} />
          </Grid>
          <Grid size={12}>
            <CheckboxesInput name={`${name}.deviceType`} label="Appareils" choices={DEVICE_TYPES} />
          </Grid>
        </Grid>
      </AccordionDetails>
    </Accordion>
  );
}
