// Tool "copy the files into the store" (issue 21 §1, server/domains/tools/copyFiles.ts): DATA_DIR's files into the
// object store of STORAGE_URL, resumable; its log names the destination ("S3, simulateur local" for s3-local).
import Typography from '@mui/material/Typography';
import { simpleToolEntry } from '../SimpleTool';

export const copyFilesToStoreTool = simpleToolEntry({
  id: 'copyFilesToStore',
  label: 'Copier les fichiers vers le stockage objet',
  action: 'Copier les fichiers',
  description:
    'Copie les fichiers de DATA_DIR (envois, vidéos encodées, exports, archive des fichiers ; tous les sites) dans le stockage de STORAGE_URL, aux mêmes chemins. Relancée, la copie passe les fichiers déjà présents avec la même taille.',
  confirm: 'Copier les fichiers de DATA_DIR vers le stockage objet ?',
  result: (job) => {
    const r = job.result as { copied?: number; skipped?: number } | undefined;
    return <Typography variant="body2">{`${r?.copied ?? 0} fichier(s) copié(s), ${r?.skipped ?? 0} déjà présent(s).`}</Typography>;
  },
});
