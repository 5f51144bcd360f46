// Shown at any URL while nobody is logged in; once logged in, the same URL is served.
import { Alert, Box, Button, Card, CardContent, Stack, TextField, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { PasskeySignInButton } from './second-factor/PasskeySignInButton';
import { SecondStepCard } from './second-factor/SecondStepCard';
import { SsoButtons } from './SsoButtons';
import { useLoginForm } from './useLoginForm';

export function LoginPage() {
  const translate = useTranslate();
  const { values, setField, error, submitting, submit, secondStep, restart, passkey } = useLoginForm();
  if (secondStep) return <SecondStepCard step={secondStep} onRestart={restart} />;

  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center', bgcolor: 'background.default', p: 2 }}>
      <Card component="main" sx={{ width: '100%', maxWidth: 380 }}>
        <CardContent>
          <Typography component="h1" variant="h5" gutterBottom>
            {translate('console.login.title')}
          </Typography>
          <Stack component="form" onSubmit={submit} spacing={2} noValidate>
            <TextField
              label={translate('console.login.login')}
              name="login"
              autoComplete="username"
              autoFocus
              required
              value={values.login}
              onChange={(event) => setField('login')(event.target.value)}
            />
            <TextField
              label={translate('console.login.password')}
              name="password"
              type="password"
              autoComplete="current-password"
              required
              value={values.password}
              onChange={(event) => setField('password')(event.target.value)}
            />
            <Button type="submit" variant="contained" disabled={submitting || !values.login || !values.password}>
              {translate('console.login.submit')}
            </Button>
            <PasskeySignInButton onClick={passkey} disabled={submitting} />
            {error && (
              <Alert severity="error" role="alert">
                {error}
              </Alert>
            )}
          </Stack>
          <SsoButtons />
        </CardContent>
      </Card>
    </Box>
  );
}
