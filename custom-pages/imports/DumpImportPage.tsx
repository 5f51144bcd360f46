// 'Import de plusieurs types' (issue 31 §6, super administrators): the old platform's dump of a site, several types in
// one JSON or JSON-lines file, each row's type its `_cls`, imported in the order references need with the `_id`s kept.
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { BY_CLS } from '../../model/imports';
import { useSiteId } from '../../schema-adapters/shared';
import { ImportPanel } from './ImportPanel';

const ACCEPTED = '.json,.ndjson,.jsonl,.txt,application/json';

export default function DumpImportPage() {
  const siteId = useSiteId();
  return (
    <Box sx={{ p: 2 }}>
      <Typography variant="h5" component="h1" gutterBottom>
        Import de plusieurs types
      </Typography>
      <ImportPanel
        type={BY_CLS}
        accept={ACCEPTED}
        intro={`Importez dans le site ${siteId} l'export d'une ancienne plateforme : un fichier JSON ou JSON par ligne (mongoexport) dont chaque objet porte son type dans « _cls ». Les types sont importés dans l'ordre de leurs références (auteurs avant contenus, utilisateurs avant achats) et les identifiants « _id » sont gardés. Un essai à blanc vérifie chaque ligne avant que rien ne soit écrit.`}
      />
    </Box>
  );
}
