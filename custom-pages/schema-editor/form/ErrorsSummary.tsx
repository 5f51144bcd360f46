import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import { useFormContext } from 'react-hook-form';
import { FORM_HAS_ERRORS } from '../messages';
import { useShownErrors, type ErrorsStore } from './errorsStore';
import { describePath } from './fieldLabels';

const MAX_LISTED = 12;

/** Every shown error with its place, above the tabs: an error may sit in a closed tab or property. */
export function ErrorsSummary({ store }: { store: ErrorsStore }) {
  const errors = useShownErrors(store);
  const { getValues } = useFormContext();
  const entries = Object.entries(errors);
  if (!entries.length) return null;
  const keyAt = (path: string) => {
    const key = getValues(`${path}.key`);
    return typeof key === 'string' && key ? key : undefined;
  };
  return (
    <Alert severity="error" sx={{ mb: 2 }} role="alert">
      <AlertTitle>{FORM_HAS_ERRORS}</AlertTitle>
      <ul style={{ margin: 0, paddingLeft: 20 }}>
        {entries.slice(0, MAX_LISTED).map(([path, message]) => (
          <li key={path}>
            {describePath(path, keyAt)} : {message}
          </li>
        ))}
        {entries.length > MAX_LISTED && <li>… et {entries.length - MAX_LISTED} autre(s)</li>}
      </ul>
    </Alert>
  );
}
