import { lazy, memo, Suspense, useState } from 'react';
import LinearProgress from '@mui/material/LinearProgress';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useFormState } from 'react-hook-form';
import type { PropertyGroup } from './propertiesByGroup';
import { useRecordExtraTabs, type RecordExtraTab } from './extraTabs';
import { PropertyInputs } from './PropertyInputs';
import { useRecordScreen } from './RecordScreenContext';

const LINKS_TAB: RecordExtraTab = { label: 'liens', Component: lazy(() => import('./RecordLinksTab')) };

/**
 * One tab per property group. Every panel stays mounted (only hidden) so that all inputs validate on save;
 * a tab holding an error is drawn in red.
 */
export const RecordTabs = memo(({ groups }: { groups: PropertyGroup[] }) => {
  const [selected, setSelected] = useState(0);
  const { errors } = useFormState();
  const { schema, isNew } = useRecordScreen();
  const extraTabs = useRecordExtraTabs(schema._id);
  // Every saved record has its 'liens' tab (spec 000 §2), then its type's extras.
  const extras = isNew ? [] : [LINKS_TAB, ...extraTabs];
  // Display conditions may remove the selected group.
  const current = Math.min(selected, Math.max(groups.length + extras.length - 1, 0));
  return (
    <>
      <Tabs value={current} onChange={(_event, index: number) => setSelected(index)} variant="scrollable">
        {groups.map(({ group, properties }) => (
          <Tab key={group} label={group} sx={properties.some((prop) => errors[prop.key]) ? { color: 'error.main' } : undefined} />
        ))}
        {extras.map(({ label }) => (
          <Tab key={`extra-${label}`} label={label} />
        ))}
      </Tabs>
      {groups.map(({ group, properties }, index) => (
        <Box key={group} role="tabpanel" hidden={index !== current} sx={{ pt: 2 }}>
          <PropertyInputs properties={properties} />
        </Box>
      ))}
      {extras.map(
        ({ label, Component }, index) =>
          groups.length + index === current && (
            <Box key={`extra-${label}`} role="tabpanel" sx={{ pt: 2 }}>
              <Suspense fallback={<LinearProgress />}>
                <Component />
              </Suspense>
            </Box>
          ),
      )}
    </>
  );
});
RecordTabs.displayName = 'RecordTabs';
