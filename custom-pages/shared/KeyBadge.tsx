import Box from '@mui/material/Box';
import { useShowsPropertyKeys } from '../../schema-adapters/shared';

/** Developers see the key of a field beside its label (spec 000 §6, 001 §6: "the keys of schema items"), unless their 'Mode développeur' is off. */
export function KeyBadge({ name }: { name: string }) {
  const showsKeys = useShowsPropertyKeys();
  if (!showsKeys || !name) return null;
  return (
    <Box component="span" sx={{ ml: 1, px: 0.5, borderRadius: 1, bgcolor: 'action.selected', fontFamily: 'monospace', fontSize: '0.75em' }}>
      {name}
    </Box>
  );
}
