import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { Form, ResourceContextProvider, type RaRecord } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import type { DataSchema, PropertyDefinition } from '../../model/metaSchema';
import { isPropertyHidden, isPropertyLocked } from '../../model/validation';
import { InputsLoadingBar, PropertyInput } from '../../schema-adapters/propertyTypes';
import { useInputsLoaded } from '../../schema-adapters/propertyTypes/lazyInput';
import { propertiesByGroup, sideBarPropertiesOf } from '../../schema-adapters/record';
import { newRecordOf } from '../../schema-adapters/record/newRecordOf';
import { useIsDeveloper, useNotifyText } from '../../schema-adapters/shared';

export const PREVIEW_VALID = "Formulaire valide (aperçu : rien n'est enregistré)";

function Inputs({ properties, isNew }: { properties: PropertyDefinition[]; isNew: boolean }) {
  return (
    <>
      {properties.map((prop) => (
        <PropertyInput key={prop.key} prop={prop} readOnly={isPropertyLocked(prop, isNew)} />
      ))}
    </>
  );
}

function Layout({ schema, isNew }: { schema: DataSchema; isNew: boolean }) {
  const isDeveloper = useIsDeveloper();
  const values: Record<string, unknown> = useWatch();
  const { reset } = useFormContext();
  const inputsThere = useInputsLoaded();
  const [tab, setTab] = useState(0);
  const isVisible = (prop: PropertyDefinition) => !isPropertyHidden(prop, values, { isNew, isDeveloper });
  const groups = propertiesByGroup(schema, isVisible);
  const sideBar = sideBarPropertiesOf(schema, isVisible);
  const current = Math.min(tab, Math.max(groups.length - 1, 0));
  return (
    <Box>
      <InputsLoadingBar />
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: sideBar.length ? 8 : 12 }}>
          <Tabs value={current} onChange={(_event, index: number) => setTab(index)} variant="scrollable">
            {groups.map(({ group }) => (
              <Tab key={group} label={group} />
            ))}
          </Tabs>
          {groups.map(({ group, properties }, index) => (
            <Box key={group} role="tabpanel" hidden={index !== current} sx={{ pt: 2 }}>
              <Inputs properties={properties} isNew={isNew} />
            </Box>
          ))}
          {!groups.length && (
            <Typography color="text.secondary" sx={{ mt: 2 }}>
              Ce schéma n'a aucune propriété affichable.
            </Typography>
          )}
        </Grid>
        {sideBar.length > 0 && (
          <Grid size={{ xs: 12, md: 4 }}>
            <Paper variant="outlined" sx={{ p: 2 }}>
              <Inputs properties={sideBar} isNew={isNew} />
            </Paper>
          </Grid>
        )}
      </Grid>
      <Stack direction="row" spacing={2} sx={{ mt: 2, borderTop: 1, borderColor: 'divider', pt: 2 }}>
        {/* An input brings its checks with its code: no verdict while one loads. */}
        <Button type="submit" variant="outlined" disabled={!inputsThere}>
          Vérifier
        </Button>
        <Button onClick={() => reset()}>Réinitialiser</Button>
      </Stack>
      <Typography variant="subtitle2" sx={{ mt: 3 }}>
        Valeurs du formulaire
      </Typography>
      <Box
        component="pre"
        role="region"
        tabIndex={0}
        aria-label="Valeurs du formulaire"
        sx={{ m: 0, p: 2, bgcolor: 'grey.100', borderRadius: 1, fontSize: 12, overflow: 'auto', maxHeight: 320 }}
      >
        {JSON.stringify(values, null, 2)}
      </Box>
    </Box>
  );
}

/** The schema's record form as the record screen lays it out (tabs per group, sideBar column), with no save. */
export function PreviewForm({ schema, record }: { schema: DataSchema; record?: RaRecord }) {
  const notifyText = useNotifyText();
  const initial = useMemo(() => record ?? newRecordOf(schema), [record, schema]);
  return (
    <ResourceContextProvider value={schema._id}>
      <Form record={initial} onSubmit={() => notifyText(PREVIEW_VALID, 'info')} noValidate>
        <Layout schema={schema} isNew={!record} />
      </Form>
    </ResourceContextProvider>
  );
}
