// An import's screen (issue 31), the list's 'Importer' tab and the dump's page alike: a file chosen, its columns'
// fields and the mode, a dry run that writes nothing and reports the refused rows, then the import as a job with its
// progress bar, and 'Annuler l'import' after a confirmation naming the counts.
import { useEffect, useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import { BY_CLS } from '../../model/imports';
import { isJobOver } from '../../model/jobs';
import { useConfirm } from '../../schema-adapters/shared';
import { JobProgressPanel, useJob } from '../shared/jobs';
import { ImportReport } from './ImportReport';
import { ImportSettingsForm } from './ImportSettingsForm';
import { PastImports } from './PastImports';
import { useImport } from './useImport';

/** Reads the import again once its job ends, however it ends (a file error fails the dry run). */
function ReloadWhenOver({ jobId, onOver }: { jobId: string; onOver: () => void }) {
  const { job } = useJob(jobId);
  const over = !!job && isJobOver(job.state);
  useEffect(() => {
    if (over) onOver();
    // Once per job: onOver changes identity with the import it reloads.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [over]);
  return null;
}

export interface ImportPanelProps {
  /** The type imported, or BY_CLS: each row's own `_cls` (a dump). */
  type: string;
  /** What the screen imports, and from which files. */
  intro: ReactNode;
  /** The file picker's choices. */
  accept: string;
}

export function ImportPanel({ type, intro, accept }: ImportPanelProps) {
  const x = useImport(type);
  const [stop, setStop] = useState(false);
  const [ask, confirmDialog] = useConfirm();
  const state = x.imp?.state;
  const running = state === 'checking' || state === 'importing' || state === 'undoing';
  const undo = async () => {
    if (!x.imp) return;
    const { created, updated } = x.imp.counts;
    const ok = await ask({
      title: `Annuler l'import de ${x.imp.fileName} ?`,
      content: `${created} enregistrement(s) créé(s) par l'import seront archivés et ${updated} mis à jour seront remis comme avant. Ceux que quelqu'un a modifiés depuis seront laissés tels quels.`,
      confirm: "Annuler l'import",
      warning: true,
    });
    if (ok) await x.undo();
  };

  return (
    <Stack spacing={2} sx={{ maxWidth: 900 }}>
      <Alert severity="info">{intro}</Alert>
      {x.error && <Alert severity="error">{x.error}</Alert>}
      {!x.imp && (
        <Button variant="contained" component="label" disabled={x.busy} sx={{ alignSelf: 'flex-start' }}>
          Choisir un fichier
          <input
            hidden
            type="file"
            accept={accept}
            aria-label="Fichier à importer"
            onChange={(event) => {
              const file = event.target.files?.[0];
              if (file) void x.upload(file);
            }}
          />
        </Button>
      )}
      {x.busy && <LinearProgress aria-label="Envoi en cours" />}
      {/* A dump's rows have each their type's fields: its form has the mode alone, its rows found by identifier. */}
      {x.imp && (x.targets.length > 0 || type === BY_CLS) && (
        <ImportSettingsForm
          imp={x.imp}
          targets={x.targets}
          settings={x.settings}
          onChange={x.setSettings}
          disabled={x.busy || running || state === 'imported' || state === 'undone'}
        />
      )}
      {x.imp && (state === 'uploaded' || state === 'checked' || state === 'failed') && (
        <Button variant="outlined" disabled={x.busy} onClick={() => void x.check()} sx={{ alignSelf: 'flex-start' }}>
          Vérifier (essai à blanc)
        </Button>
      )}
      {x.job && (
        <>
          <JobProgressPanel key={x.job.id} jobId={x.job.id} />
          <ReloadWhenOver key={`reload-${x.job.id}`} jobId={x.job.id} onOver={() => void x.reload()} />
        </>
      )}
      {x.imp && state !== 'uploaded' && !running && <ImportReport imp={x.imp} refusedUrl={x.refusedUrl} />}
      {state === 'checked' && !x.imp?.fileError && (
        <Stack direction="row" spacing={2} alignItems="center">
          <Button variant="contained" disabled={x.busy} onClick={() => void x.run(stop)}>
            Importer
          </Button>
          <FormControlLabel control={<Checkbox checked={stop} onChange={(e) => setStop(e.target.checked)} />} label="Arrêter au premier refus" />
        </Stack>
      )}
      {state === 'imported' && (
        <Button color="warning" variant="outlined" disabled={x.busy} onClick={() => void undo()} sx={{ alignSelf: 'flex-start' }}>
          Annuler l'import
        </Button>
      )}
      {x.imp && !running && (
        <Button onClick={x.reset} sx={{ alignSelf: 'flex-start' }}>
          Importer un autre fichier
        </Button>
      )}
      {!x.imp && <PastImports type={type} />}
      {confirmDialog}
    </Stack>
  );
}
