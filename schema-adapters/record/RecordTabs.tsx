import { memo, useState } from 'react';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useFormState } from 'react-hook-form';
import type { PropertyGroup } from './propertiesByGroup';
import { PropertyInputs } from './PropertyInputs';

/**
 * One tab per property group. Every panel stays mounted (only hidden) so that all inputs validate on save;
 * a tab holding an error is drawn in red.
 */
export const RecordTabs = memo(({ groups }: { groups: PropertyGroup[] }) => {
  const [selected, setSelected] = useState(0);
  const { errors } = useFormState();
  // Display conditions may remove the selected group.
  const current = Math.min(selected, Math.max(groups.length - 1, 0));
  return (
    <>
      <Tabs value={current} onChange={(_event, index: number) => setSelected(index)} variant="scrollable">
        {groups.map(({ group, properties }) => (
          <Tab
            key={group}
            label={group}
            sx={properties.some(prop => errors[prop.key]) ? { color: 'error.main' } : undefined}
          />
        ))}
      </Tabs>
      {groups.map(({ group, properties }, index) => (
        <Box key={group} role="tabpanel" hidden={index !== current} sx={{ pt: 2 }}>
          <PropertyInputs properties={properties} />
        </Box>
      ))}
    </>
  );
});
RecordTabs.displayName = 'RecordTabs';
