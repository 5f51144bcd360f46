// What the record uses (spec: components, pages, images, files): missing records on the target can be copied along;
// missing files always are.
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { refKey } from './choices';
import type { ReferenceStatus } from '../../../model/environments';
import { useSchemas } from '../../../schema-adapters/schemasContext';

const IMAGE = /\.(jpe?g|png|gif|webp|avif|svg)$/i;

export function ReferenceList({
  references,
  chosen,
  onToggle,
}: {
  references: ReferenceStatus[];
  chosen: Set<string>;
  onToggle: (key: string) => void;
}) {
  const schemas = useSchemas();
  const typeLabel = (cls?: string) => {
    const schema = schemas.find((s) => s._id === cls);
    return schema?.singular ?? schema?.label ?? cls;
  };
  if (!references.length) return null;
  return (
    <Stack>
      <Typography variant="subtitle2">Références de la ressource</Typography>
      {references.map((r) =>
        r.kind === 'record' ? (
          r.missing ? (
            <FormControlLabel
              key={refKey(r)}
              control={<Checkbox checked={chosen.has(refKey(r))} onChange={() => onToggle(refKey(r))} />}
              label={`${typeLabel(r._cls)} « ${r.label} » : absent de la cible, le copier aussi`}
            />
          ) : (
            <Typography key={refKey(r)} variant="body2">
              {typeLabel(r._cls)} « {r.label} » : présent sur la cible
            </Typography>
          )
        ) : (
          <Typography key={r.path} variant="body2">
            {IMAGE.test(r.path ?? '') ? 'Image' : 'Fichier'} {r.label} :{' '}
            {r.missing ? 'absent de la cible, il sera transféré' : 'présent sur la cible'}
          </Typography>
        ),
      )}
    </Stack>
  );
}
