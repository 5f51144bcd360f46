import { memo, useState } from 'react';
import LinearProgress from '@mui/material/LinearProgress';
import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useFormState } from 'react-hook-form';
import type { PropertyDefinition } from '../../model/metaSchema';
import type { PropertyGroup } from './propertiesByGroup';
import { useRecordExtraTabs, type RecordExtraTab } from './extraTabs';
import { InputsLoadingBar } from '../propertyTypes';
import { PropertyInputs } from './PropertyInputs';
import { useRecordScreen } from './RecordScreenContext';
import { useAfterFirstPaint } from '../shared/useAfterFirstPaint';
import { onDemand, OnDemandBoundary } from '../shared/onDemand';

// Spelled as spec 000 §2 quotes it.
const LINKS_TAB: RecordExtraTab = { label: 'liens', Component: onDemand(() => import('./RecordLinksTab')) };

/** 'Édition' on a record editable in admin, else the read-only form's 'Consultation'. */
export const formTabLabel = (readOnly: boolean): string => (readOnly ? 'Consultation' : 'Édition');

/**
 * The record screen's tabs (spec 000 §2): 'Édition' (the form: one tab per property group and the sideBar column),
 * 'liens' and the type's extras once the record exists. Every form panel stays mounted (only hidden) so that all
 * inputs validate on save, the hidden ones mounted just after the shown one is painted; a tab holding an error is
 * drawn in red.
 */
export const RecordTabs = memo(({ groups, sideBar }: { groups: PropertyGroup[]; sideBar: PropertyDefinition[] }) => {
  const [selected, setSelected] = useState(0);
  const { errors } = useFormState();
  const { schema, isNew, readOnly, archived } = useRecordScreen();
  const extraTabs = useRecordExtraTabs(schema._id);
  // Every saved record has its 'liens' tab, then its type's extras; an archived one only the extras made for it.
  const extras = isNew ? [] : archived ? extraTabs.filter((tab) => tab.archived) : [LINKS_TAB, ...extraTabs];
  const current = Math.min(selected, extras.length);
  const extra = current > 0 ? extras[current - 1] : undefined;
  return (
    <>
      <Tabs aria-label="Onglets de la fiche" value={current} onChange={(_event, index: number) => setSelected(index)} variant="scrollable">
        <Tab label={formTabLabel(readOnly)} sx={Object.keys(errors).length ? { color: 'error.main' } : undefined} />
        {extras.map(({ label }) => (
          <Tab key={`extra-${label}`} label={label} />
        ))}
      </Tabs>
      {/* A Box: the Grid's own display would override the hidden attribute. */}
      <Box role="tabpanel" hidden={current !== 0} sx={{ pt: 2 }}>
        <InputsLoadingBar />
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, md: sideBar.length ? 8 : 12 }}>
            <GroupTabs groups={groups} />
          </Grid>
          {sideBar.length > 0 && (
            <Grid size={{ xs: 12, md: 4 }}>
              <Paper variant="outlined" sx={{ p: 2 }}>
                <PropertyInputs properties={sideBar} />
              </Paper>
            </Grid>
          )}
        </Grid>
      </Box>
      {extra && (
        <Box role="tabpanel" sx={{ pt: 2 }}>
          <OnDemandBoundary fallback={<LinearProgress />}>
            <extra.Component />
          </OnDemandBoundary>
        </Box>
      )}
    </>
  );
});
RecordTabs.displayName = 'RecordTabs';

/** One tab per property group of the form. */
const GroupTabs = ({ groups }: { groups: PropertyGroup[] }) => {
  const [selected, setSelected] = useState(0);
  const { errors } = useFormState();
  // The hidden groups render after the first paint, at a priority that yields to the user: the record shows at once.
  const allMounted = useAfterFirstPaint();
  // Display conditions may remove the selected group.
  const current = Math.min(selected, Math.max(groups.length - 1, 0));
  if (!groups.length) return null;
  return (
    <>
      <Tabs aria-label="Groupes de propriétés" value={current} onChange={(_event, index: number) => setSelected(index)} variant="scrollable">
        {groups.map(({ group, properties }) => (
          <Tab key={group} label={group} sx={properties.some((prop) => errors[prop.key]) ? { color: 'error.main' } : undefined} />
        ))}
      </Tabs>
      {groups.map(({ group, properties }, index) => (
        <Box key={group} role="tabpanel" hidden={index !== current} sx={{ pt: 2 }}>
          {(allMounted || index === current) && <PropertyInputs properties={properties} />}
        </Box>
      ))}
    </>
  );
};
