import type { ReactElement, ReactNode } from 'react';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Box from '@mui/material/Box';

/** A labelled, non-editable value laid out like the inputs around it. */
export const ReadOnlyField = ({ label, helperText, children }: { label: ReactElement; helperText?: string; children: ReactNode }) => (
  <FormControl fullWidth margin="dense">
    <FormLabel sx={{ fontSize: '0.8rem' }}>{label}</FormLabel>
    <Box sx={{ py: 0.5, overflowWrap: 'anywhere' }}>{children}</Box>
    {helperText && <FormHelperText>{helperText}</FormHelperText>}
  </FormControl>
);
