import Alert from '@mui/material/Alert';
import type { ReactElement } from 'react';
import { ReadOnlyField } from './ReadOnlyField';

/** A schema may name a type this console does not know: say so and keep the rest of the form usable (spec 001 §8). */
export const UnknownTypeInput = ({ type, label }: { type: string; label: ReactElement }) => (
  <ReadOnlyField label={label}>
    <Alert severity="warning">No input for property with type {type}</Alert>
  </ReadOnlyField>
);
