// Component options modal (spec 001 §2): tabs 'Données' and 'Affichage', the generic schema form of the component's
// option schema (the registry's inputs, checked by the shared validators), applied to the layout on 'Appliquer'.
import { useMemo, useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { Form } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { renderedComponentOf } from '../../../model/components';
import { getContent, isNested, type Component, type ContentPath, type Layout } from '../../../model/layouts';
import type { DataSchema } from '../../../model/metaSchema';
import { isPropertyHidden } from '../../../model/validation';
import { InputsLoadingBar, PropertyInput } from '../../../schema-adapters/propertyTypes';
import { useInputsLoaded } from '../../../schema-adapters/propertyTypes/lazyInput';
import { useIsDeveloper } from '../../../schema-adapters/shared';
import { useLayoutCatalogue } from '../editorContext';
import { contentLabel } from '../labels';
import { MISSING_DEFINITION } from '../messages';
import { setComponentOptions } from '../ops';
import { useComplexModes } from '../useLayoutCatalogue';
import { optionsTabs, optionsToStore, withComplexModes } from './optionsForm';
import { useInlineApply } from './useInlineApply';

const noOptions = (id: string): DataSchema => ({ _id: `${id}Options`, label: id, propertiesGroups: [], propertiesList: [] }) as unknown as DataSchema;

export interface ComponentOptionsDialogProps {
  layout: Layout;
  path: ContentPath;
  onClose: () => void;
}

export function ComponentOptionsDialog({ layout, path, onClose }: ComponentOptionsDialogProps) {
  const content = getContent(layout, path);
  const { definitions, loading } = useLayoutCatalogue();
  const component = isNested(content) || '_cls' in content ? undefined : (content as Component);
  // The form of the component the front renders, as the server checks it.
  const definition = component ? definitions.get(String(renderedComponentOf(component))) : undefined;
  const modes = useComplexModes();
  // A component without an option schema still opens: 'Données' disabled, nothing to set.
  const schema = useMemo(
    () => (definition ? withComplexModes(definition.optionsSchema ?? noOptions(definition._id), modes) : undefined),
    [definition, modes],
  );
  const [record] = useState(() => ({ ...(component?.options ?? {}) }));
  const isDeveloper = useIsDeveloper();
  const { error, run } = useInlineApply(onClose);
  const inputsThere = useInputsLoaded();
  const title = `Options : ${contentLabel(content)}`;

  if (!schema) {
    return (
      <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="layout-dialog-title">
        <DialogTitle id="layout-dialog-title">{title}</DialogTitle>
        <DialogContent>
          {loading ? (
            <Typography>Chargement…</Typography>
          ) : (
            <Alert severity="warning">{MISSING_DEFINITION(content && '_id' in content ? content._id : '?')}</Alert>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Fermer</Button>
        </DialogActions>
      </Dialog>
    );
  }
  const save = (values: Record<string, unknown>) => {
    run((l) => setComponentOptions(l, path, optionsToStore(schema, values, isDeveloper)));
  };
  // React events bubble through portals: the dialog's submit must not reach the record form around the editor.
  const stop = (event: FormEvent) => event.stopPropagation();
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" aria-labelledby="layout-dialog-title">
      <Box onSubmit={stop}>
        <Form record={record} onSubmit={save} noValidate>
          <DialogTitle id="layout-dialog-title">{title}</DialogTitle>
          <DialogContent>
            <OptionsTabs schema={schema} isDeveloper={isDeveloper} />
            {error && (
              <Alert severity="error" sx={{ mt: 2 }} role="alert">
                {error}
              </Alert>
            )}
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>Annuler</Button>
            {/* An option's input brings its checks with its code: not applied unchecked while one loads. */}
            <Button type="submit" variant="contained" disabled={!inputsThere}>
              Appliquer
            </Button>
          </DialogActions>
        </Form>
      </Box>
    </Dialog>
  );
}

function OptionsTabs({ schema, isDeveloper }: { schema: DataSchema; isDeveloper: boolean }) {
  const tabs = useMemo(() => optionsTabs(schema), [schema]);
  const values: Record<string, unknown> = useWatch();
  const [selected, setSelected] = useState(() =>
    Math.max(
      0,
      tabs.findIndex((t) => !t.disabled),
    ),
  );
  return (
    <>
      <InputsLoadingBar />
      <Tabs value={selected} onChange={(_event, index: number) => setSelected(index)} variant="scrollable" sx={{ mb: 1 }}>
        {tabs.map((tab) => (
          <Tab key={tab.group} label={tab.group} disabled={tab.disabled} />
        ))}
      </Tabs>
      {tabs.map((tab, index) => (
        // Every panel stays mounted (hidden) so that all inputs are checked on 'Appliquer'.
        <Box key={tab.group} role="tabpanel" aria-label={tab.group} hidden={index !== selected}>
          {tab.properties
            .filter((prop) => !isPropertyHidden(prop, values, { isNew: true, isDeveloper }))
            .map((prop) => (
              <PropertyInput key={prop.key} prop={prop} />
            ))}
          {tab.properties.length === 0 && <Typography color="text.secondary">Aucune option dans cet onglet.</Typography>}
        </Box>
      ))}
    </>
  );
}
