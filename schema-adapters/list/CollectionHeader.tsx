import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { LinkBase } from 'react-admin';
import type { DataSchema } from '../../model/metaSchema';
import { useIsDeveloper, useRecordPaths } from '../shared';
import { CreateHomeButton, offersHomeCreation } from './CreateHomeButton';

export interface CollectionHeaderProps {
  schema: DataSchema;
  subFilterLabel?: string;
  archived: boolean;
  onArchivedChange: (archived: boolean) => void;
}

/** Title, creation link and, for developers, the archived toggle and the schema edit link (spec 000 §2, §6). */
export const CollectionHeader = ({ schema, subFilterLabel, archived, onArchivedChange }: CollectionHeaderProps) => {
  const isDeveloper = useIsDeveloper();
  const paths = useRecordPaths(schema);
  return (
    <Stack direction="row" alignItems="center" spacing={2} sx={{ mb: 1, flexWrap: 'wrap' }}>
      <Typography variant="h5" component="h1" sx={{ flexGrow: 1 }}>
        {schema.label}
        {subFilterLabel && ` — ${subFilterLabel}`}
      </Typography>
      {isDeveloper && (
        <>
          <FormControlLabel control={<Switch checked={archived} onChange={(event) => onArchivedChange(event.target.checked)} />} label="Archivés" />
          <Button component={LinkBase} to={paths.schemaEdit}>
            Modifier le schéma
          </Button>
        </>
      )}
      {offersHomeCreation(schema) && <CreateHomeButton schema={schema} />}
      <Button component={LinkBase} to={paths.create} variant="contained">
        + Créer
      </Button>
    </Stack>
  );
};
