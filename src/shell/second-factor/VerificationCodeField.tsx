// The one field a second factor's code is typed in: at sign-in, when the factor is asked again, and when setting up
// the authenticator app (`withRecovery`: a recovery code is accepted too, and the help says so).
import TextField from '@mui/material/TextField';

export interface VerificationCodeFieldProps {
  value: string;
  onChange: (code: string) => void;
  withRecovery?: boolean;
  autoFocus?: boolean;
}

export const VerificationCodeField = ({ value, onChange, withRecovery = false, autoFocus }: VerificationCodeFieldProps) => (
  <TextField
    label="Code de vérification"
    name="code"
    autoComplete="one-time-code"
    autoFocus={autoFocus}
    helperText={withRecovery ? 'Le code à 6 chiffres de votre application, ou un code de secours' : undefined}
    value={value}
    onChange={(event) => onChange(event.target.value)}
    slotProps={{ htmlInput: { maxLength: 40 } }}
  />
);
