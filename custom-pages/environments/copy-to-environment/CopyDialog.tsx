// The copy-to-environment modal (spec 001 §4, §8): environment and site (disabled when only one choice), compare
// (diff, or 'will be created'), the references the target lacks, then copy with a link to the copy.
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { DataSchema } from '../../../model/metaSchema';
import { AddressLink, useSiteId } from '../../../schema-adapters/shared';
import { SelectField } from '../../shared/SelectField';
import { FieldChanges } from './FieldChanges';
import { ReferenceList } from './ReferenceList';
import type { EnvironmentsInfo } from '../../../model/environments';
import { useCopyToEnvironment } from './useCopyToEnvironment';

interface Props {
  schema: DataSchema;
  recordId: string;
  info: EnvironmentsInfo;
  onClose: () => void;
}

export function CopyDialog({ schema, recordId, info, onClose }: Props) {
  const siteId = useSiteId();
  const global = schema.storedInInstanceDatabase === false;
  const copy = useCopyToEnvironment({ siteId, type: schema._id, global, recordId, targets: info.copyTargets });
  const { comparison, outcome } = copy;
  return (
    <Dialog open onClose={onClose} maxWidth="md" fullWidth aria-labelledby="copy-to-env-title">
      <DialogTitle id="copy-to-env-title">Copier vers un environnement</DialogTitle>
      <DialogContent>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mt: 1, mb: 2 }}>
          <SelectField
            size="medium"
            label="Environnement"
            value={copy.env}
            onChange={copy.setEnv}
            disabled={info.copyTargets.length < 2}
            options={info.copyTargets.map((t) => ({ value: t.name, label: t.self ? `${t.name} (ce serveur)` : t.label }))}
          />
          <SelectField
            size="medium"
            label={global ? 'Ouvrir la copie sur le site' : 'Site de destination'}
            value={copy.site}
            onChange={copy.setSite}
            disabled={copy.siteChoices.length < 2}
            options={copy.siteChoices.map((s) => ({ value: s._id, label: s.label }))}
            width={240}
          />
        </Stack>
        {copy.sitesError && <Alert severity="error">{copy.sitesError}</Alert>}
        {(copy.busy || copy.sitesLoading) && <LinearProgress sx={{ mb: 1 }} />}
        {comparison && !outcome && (
          <Stack spacing={2}>
            {comparison.found ? (
              <FieldChanges changes={comparison.changes} beforeLabel="Sur la cible" afterLabel="Copié d'ici" />
            ) : (
              <Alert severity="info">La ressource n'a pas été trouvée, elle sera donc créée</Alert>
            )}
            <ReferenceList references={comparison.references} chosen={copy.chosen} onToggle={copy.toggle} />
          </Stack>
        )}
        {outcome && (
          <Alert severity="success">
            {outcome.created ? 'Ressource créée' : 'Ressource mise à jour'} sur {copy.env} ({copy.site})
            {outcome.copied.length > 0 && `, avec ${outcome.copied.map((c) => c.label).join(', ')}`}
            {outcome.files > 0 && `, ${outcome.files} fichier(s) transféré(s)`}. <AddressLink href={outcome.link}>Ouvrir la copie</AddressLink>
            {outcome.warnings.map((w) => (
              <Typography key={w} variant="body2">
                {w}
              </Typography>
            ))}
          </Alert>
        )}
        {copy.error && (
          <Alert severity="error" variant="filled" sx={{ mt: 2 }}>
            {copy.error}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Fermer</Button>
        <Button onClick={() => void copy.compare()} disabled={!copy.ready || copy.busy}>
          Comparer
        </Button>
        <Button variant="contained" onClick={() => void copy.copy()} disabled={!comparison || copy.busy || !!outcome}>
          Copier
        </Button>
      </DialogActions>
    </Dialog>
  );
}
