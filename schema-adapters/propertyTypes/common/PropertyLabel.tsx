import Box from '@mui/material/Box';
import type { PropertyDefinition } from '../../../model/metaSchema';
import { useShowsPropertyKeys } from '../../shared';
import { PropertyHint } from './PropertyHint';

/** Developers see the property key beside its label (spec 000 §6), unless their 'Mode développeur' is off. */
const PropertyKeyBadge = ({ propertyKey }: { propertyKey: string }) => (
  <Box component="span" sx={{ ml: 1, px: 0.5, borderRadius: 1, bgcolor: 'action.selected', fontFamily: 'monospace', fontSize: '0.75em' }}>
    {propertyKey}
  </Box>
);

export const PropertyLabel = ({ prop }: { prop: PropertyDefinition }) => {
  const showsKeys = useShowsPropertyKeys();
  return (
    <span>
      {prop.label || prop.key}
      {prop.required && <span aria-hidden="true">&thinsp;*</span>}
      {showsKeys && <PropertyKeyBadge propertyKey={prop.key} />}
      <PropertyHint hint={prop.hint} />
    </span>
  );
};
