// Passkeys: several, each named; added through the browser's passkey prompt, renamed, removed.
import { Button, Paper, Stack, TextField, Typography } from '@mui/material';
import { promptNewPasskey, type PublicKeyCredentialCreationOptionsJSON } from '../session/passkeyPrompts';
import { useState } from 'react';
import type { FactorStatus, useFactors } from './useFactors';

export function PasskeysSection({ factors }: { factors: ReturnType<typeof useFactors> }) {
  const { call, status, busy, change } = factors;
  const [name, setName] = useState('');
  if (!status) return null;

  const add = () =>
    change(async () => {
      const optionsJSON = await call<PublicKeyCredentialCreationOptionsJSON>('/api/account/passkeys/options', { method: 'POST' });
      const credential = await promptNewPasskey(optionsJSON);
      await call('/api/account/passkeys', { method: 'POST', body: { name: name.trim(), credential } });
      setName('');
    }, "Clé d'accès ajoutée");

  return (
    <Paper variant="outlined" component="section" aria-label="Clés d'accès" sx={{ p: 2 }}>
      <Stack spacing={2}>
        <Typography component="h2" variant="h6">
          Clés d'accès
        </Typography>
        <Typography variant="body2" color="text.secondary">
          Une clé d'accès (empreinte, visage, code de l'appareil ou clé de sécurité) vous connecte sans mot de passe.
        </Typography>
        {status.passkeys.map((passkey) => (
          <PasskeyRow key={passkey.id} passkey={passkey} factors={factors} />
        ))}
        <Stack direction="row" spacing={1} alignItems="center">
          <TextField
            size="small"
            label="Nom de la nouvelle clé"
            placeholder="Ordinateur du bureau"
            value={name}
            onChange={(event) => setName(event.target.value)}
            slotProps={{ htmlInput: { maxLength: 100 } }}
          />
          <Button variant="contained" disabled={busy} onClick={() => void add()}>
            Ajouter une clé d'accès
          </Button>
        </Stack>
      </Stack>
    </Paper>
  );
}

function PasskeyRow({ passkey, factors }: { passkey: FactorStatus['passkeys'][number]; factors: ReturnType<typeof useFactors> }) {
  const { call, busy, change } = factors;
  const [name, setName] = useState(passkey.name);
  const path = `/api/account/passkeys/${encodeURIComponent(passkey.id)}`;
  return (
    <Stack direction="row" spacing={1} alignItems="center" aria-label={`Clé d'accès ${passkey.name}`} role="group">
      <TextField
        size="small"
        label="Nom"
        value={name}
        onChange={(event) => setName(event.target.value)}
        slotProps={{ htmlInput: { maxLength: 100 } }}
      />
      <Typography variant="caption" color="text.secondary">
        Ajoutée le {new Date(passkey.createdAt).toLocaleDateString('fr-FR')}
        {passkey.lastUsedAt && `, utilisée le ${new Date(passkey.lastUsedAt).toLocaleDateString('fr-FR')}`}
      </Typography>
      <Button
        disabled={busy || !name.trim() || name === passkey.name}
        onClick={() => void change(async () => void (await call(path, { method: 'PUT', body: { name } })), 'Clé renommée')}
      >
        Renommer
      </Button>
      <Button
        color="error"
        disabled={busy}
        onClick={() => void change(async () => void (await call(path, { method: 'DELETE' })), "Clé d'accès retirée")}
      >
        Retirer
      </Button>
    </Stack>
  );
}
