// The frame of an input made of several controls (file, colour, font, link, slug): label, body, helper or error.
import type { ReactElement, ReactNode } from 'react';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import { InputHelperText } from 'react-admin';

export interface InputFrameProps {
  label: ReactElement;
  /** Id of the main control, so the label names it. */
  htmlFor?: string;
  /** The validation message, shown in red instead of the helper text. */
  error?: string;
  helperText?: ReactNode;
  children: ReactNode;
  /** role="group" with this accessible name (several controls under one label). */
  groupLabel?: string;
}

export const InputFrame = ({ label, htmlFor, error, helperText, children, groupLabel }: InputFrameProps) => (
  <FormControl fullWidth margin="dense" error={!!error} role={groupLabel ? 'group' : undefined} aria-label={groupLabel}>
    <FormLabel htmlFor={htmlFor} sx={{ fontSize: '0.8rem', mb: 0.5 }}>
      {label}
    </FormLabel>
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>{children}</Box>
    {(error || helperText) && (
      <FormHelperText error={!!error} component="div">
        <InputHelperText error={error} helperText={helperText} />
      </FormHelperText>
    )}
  </FormControl>
);
