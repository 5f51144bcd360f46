import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useWatch } from 'react-hook-form';
import { schemaRecord, type SchemaForm } from './schemaForm';

/** Developers: the record the form stands for, as it will be saved. */
export function JsonPreview() {
  const values = useWatch() as SchemaForm;
  return (
    <Box>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        Le schéma tel qu'il sera enregistré (lecture seule).
      </Typography>
      <Box
        component="pre"
        role="region"
        tabIndex={0}
        aria-label="JSON du schéma"
        sx={{ m: 0, p: 2, bgcolor: 'grey.100', borderRadius: 1, fontSize: 12, overflow: 'auto', maxHeight: '70vh' }}
      >
        {JSON.stringify(schemaRecord(values).record, null, 2)}
      </Box>
    </Box>
  );
}
