import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useJsonEditor } from './useJsonEditor';

/** The whole record as formatted JSON; 'Appliquer' puts it in the form once valid (spec 001 §2). */
export const JsonEditor = () => {
  const { text, edit, apply, errors } = useJsonEditor();
  return (
    <Paper variant="outlined" sx={{ p: 2, mb: 2 }}>
      <TextField
        label="JSON de l'enregistrement"
        value={text}
        onChange={(event) => edit(event.target.value)}
        multiline
        minRows={12}
        maxRows={32}
        fullWidth
        slotProps={{ htmlInput: { spellCheck: false, style: { fontFamily: 'monospace', fontSize: 13 } } }}
      />
      {errors.length > 0 && (
        <Alert severity="error" sx={{ mt: 2 }} role="alert">
          {errors.map((error) => (
            <div key={error}>{error}</div>
          ))}
        </Alert>
      )}
      <Stack direction="row" sx={{ mt: 2 }}>
        <Button variant="contained" onClick={apply}>
          Appliquer
        </Button>
      </Stack>
    </Paper>
  );
};
