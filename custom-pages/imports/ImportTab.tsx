// The 'Importer' tab of lists (issue 31): the records of the list's type from a CSV, JSON or MongoDB export.
import type { DataSchema } from '../../model/metaSchema';
import { ImportPanel } from './ImportPanel';

const ACCEPTED = '.csv,.json,.ndjson,.jsonl,.txt,text/csv,application/json';

export default function ImportTab({ schema }: { schema: DataSchema }) {
  return (
    <ImportPanel
      type={schema._id}
      accept={ACCEPTED}
      intro={`Importez des enregistrements « ${schema.label} » depuis un fichier CSV (un export de la console, ou séparé par des virgules), JSON, JSON par ligne ou un export MongoDB. Un essai à blanc vérifie chaque ligne avant que rien ne soit écrit.`}
    />
  );
}
