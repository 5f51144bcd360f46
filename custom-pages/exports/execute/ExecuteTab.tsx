// The Execute tab (spec 000 §2 List tabs, §5 "Execute tab", §6; docs/api.md "Execute"): developers who are super
// administrators run an update command on the records a filter selects. Both inputs are checked as one types and
// nothing runs while either holds an error; a preview shows the count and the first changes; the run is a job, and
// 'Annuler cette exécution' puts the records back.
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { DataSchema } from '../../../model/metaSchema';
import { useConfirm } from '../../../schema-adapters/shared';
import { JobProgressPanel } from '../../shared/jobs';
import { ExecutePreview } from './ExecutePreview';
import { RunReport } from './RunReport';
import { useExecute } from './useExecute';

const FILTER_EXAMPLE = '{"status": "published", "publishTs": {"$lt": 1767225600}}';
const COMMAND_EXAMPLE = '{"$set": {"status": "archived"}, "$inc": {"price": 1}, "$push": {"tags": "x"}}';

export default function ExecuteTab({ schema }: { schema: DataSchema }) {
  const x = useExecute(schema);
  const [ask, confirmDialog] = useConfirm();
  const mono = { fontFamily: 'monospace' };
  /** The count the preview found, confirmed before the run (the preview is cleared when either input changes). */
  const run = async () => {
    if (!x.preview) return;
    const count = `${x.preview.countIsLowerBound ? 'au moins ' : ''}${x.preview.count} enregistrement(s)`;
    const ok = await ask({
      title: `Modifier ${count} de « ${schema.label} » ?`,
      content: `La commande ${x.command.trim()} s'applique aux ${count} que le filtre sélectionne. « Annuler cette exécution » les remettra comme avant.`,
      confirm: 'Exécuter',
      warning: true,
    });
    if (ok) await x.run();
  };
  return (
    <Stack spacing={2} sx={{ maxWidth: 1000 }}>
      <Typography variant="body2" color="text.secondary">
        Filtre : la syntaxe des filtres de liste (vide : tous les enregistrements). Commande : un objet JSON d'opérateurs $set, $unset, $inc, $push,
        $pull sur des chemins de propriétés. Chaque enregistrement modifié est validé par son schéma et inscrit au journal d'audit.
      </Typography>
      <TextField
        label="Filtre"
        multiline
        minRows={2}
        value={x.filter}
        onChange={(e) => x.setFilter(e.target.value)}
        placeholder={FILTER_EXAMPLE}
        error={!!x.filterError}
        helperText={x.filterError}
        slotProps={{ htmlInput: { style: mono, 'aria-label': 'Filtre' } }}
      />
      <TextField
        label="Commande"
        multiline
        minRows={2}
        value={x.command}
        onChange={(e) => x.setCommand(e.target.value)}
        placeholder={COMMAND_EXAMPLE}
        error={!!x.commandError}
        helperText={x.commandError}
        slotProps={{ htmlInput: { style: mono, 'aria-label': 'Commande' } }}
      />
      <Stack direction="row" spacing={1}>
        <Button variant="outlined" disabled={!x.ready} onClick={x.showPreview}>
          Aperçu
        </Button>
        <Button variant="contained" color="warning" disabled={!x.ready || !x.preview || (!!x.runJob && !x.result)} onClick={() => void run()}>
          Exécuter
        </Button>
      </Stack>
      {confirmDialog}
      {x.error && <Alert severity="error">{x.error}</Alert>}
      {x.preview && <ExecutePreview preview={x.preview} schema={schema} />}
      {x.runJob && <JobProgressPanel key={x.runJob} jobId={x.runJob} onDone={x.onRunDone} />}
      {x.result && (
        <>
          <RunReport
            summary={`${x.result.changed} modifié(s), ${x.result.unchanged} déjà conforme(s), ${x.result.skippedCount} laissé(s) inchangé(s) sur ${x.result.matched}`}
            skipped={x.result.skipped}
          />
          {x.result.changed > 0 && !x.undoJob && (
            <Button variant="outlined" color="error" onClick={x.undo} sx={{ alignSelf: 'flex-start' }}>
              Annuler cette exécution
            </Button>
          )}
        </>
      )}
      {x.undoJob && <JobProgressPanel key={x.undoJob} jobId={x.undoJob} onDone={x.onUndoDone} />}
      {x.undoResult && (
        <RunReport
          summary={`${x.undoResult.restored} remis comme avant, ${x.undoResult.skippedCount} laissé(s) tel(s) quel(s)`}
          skipped={x.undoResult.skipped}
        />
      )}
    </Stack>
  );
}
