// A schema's read-only summary (spec 000 §2: schema detail at /{siteId}/super-admin/schemas/{schemaId}):
// its fields, its properties, and where it appears in the console.
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import EditIcon from '@mui/icons-material/Edit';
import PreviewIcon from '@mui/icons-material/Preview';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { LinkBase, useBasename, useGetOne, useNavigate, useRefresh } from 'react-admin';
import type { DataSchema } from '../../../model/metaSchema';
import { isDeveloperOnly } from '../../../model/propertyVisibility';
import { SKIPPED_INDEXES_KEY, type SkippedIndex } from '../../../model/skippedIndexes';
import { MISSING_DATE, errorMessageOf, formatDateTime, statusOf, useIsDeveloper, useSiteId } from '../../../schema-adapters/shared';
import { sectionLabel } from '../../shared/sectionLabels';
import { DumpSchemasButton } from '../actions/DumpSchemasButton';
import { FIELD_LABELS } from '../form/fieldLabels';
import { HistoryPanel } from '../../history/HistoryPanel';
import { saveOutcome } from '../saveOutcome';
import { UNRECOGNIZED_TYPE, isKnownType } from '../form/propertyTypeInfo';
import { NOT_FOUND } from '../messages';
import { useSchemaScreens } from '../paths';
import { apiPathOf, placementOf, propertyNotes } from './schemaSummary';

/** The schema fields shown in the summary, in the editor's order. */
const SUMMARY_FIELDS = [
  'label',
  'singular',
  'section',
  'type',
  'description',
  'isSingleton',
  'singletonId',
  'recordsAreEditableInAdmin',
  'isContent',
  'isProduct',
  'storedInInstanceDatabase',
  'hasAssociatedDBCollection',
  'plural',
  'customApiPath',
  'objectType',
  'showForInstances',
  'isPlugin',
  'plugins',
  'propertiesGroups',
  'subFilters',
] as const;
const DEFAULT_TRUE = ['recordsAreEditableInAdmin', 'storedInInstanceDatabase', 'hasAssociatedDBCollection'];
const DEFAULT_FALSE = ['isSingleton', 'isContent', 'isProduct', 'isPlugin'];

function valueText(key: string, value: unknown): string {
  if (value === undefined || value === null || (Array.isArray(value) && !value.length)) {
    if (DEFAULT_TRUE.includes(key)) return 'Oui (par défaut)';
    if (DEFAULT_FALSE.includes(key)) return 'Non';
    return '—';
  }
  if (key === 'section') return sectionLabel(String(value));
  if (typeof value === 'boolean') return value ? 'Oui' : 'Non';
  if (key === 'subFilters' && Array.isArray(value)) return value.map((filter) => `${filter.label} (${filter.id})`).join(', ');
  if (Array.isArray(value)) return value.join(', ');
  return typeof value === 'string' ? value : JSON.stringify(value);
}

function Placement({ schema }: { schema: DataSchema }) {
  const siteId = useSiteId();
  const basename = useBasename();
  const placement = placementOf(schema, siteId);
  return (
    <Paper variant="outlined" sx={{ p: 2, mb: 2 }} component="section" aria-label="Où il apparaît">
      <Typography variant="h6" component="h2" gutterBottom>
        Où il apparaît
      </Typography>
      {placement.kind === 'nested' && (
        <Typography>Pas de collection : ses enregistrements n'existent qu'à l'intérieur d'autres (objets, listes).</Typography>
      )}
      {placement.kind === 'otherSites' && <Typography>Pas sur ce site : visible seulement pour {placement.sites.join(', ')}.</Typography>}
      {placement.kind === 'collection' && (
        <Stack spacing={1}>
          <Typography>
            {placement.inSidebar ? `Section ${placement.sectionLabel}, dans la barre latérale` : 'Hors des sections'}
            {placement.right ? ` — droit requis : ${placement.right}` : ''}
          </Typography>
          <Typography>
            Collection : <LinkBase to={`${basename}/${placement.entryPath}`}>{`/${siteId}/${placement.entryPath}`}</LinkBase>
          </Typography>
        </Stack>
      )}
      <Typography color="text.secondary" variant="body2" sx={{ mt: 1 }}>
        API : {apiPathOf(schema, siteId)} ({schema.storedInInstanceDatabase === false ? 'global' : 'par site'})
      </Typography>
    </Paper>
  );
}

/** Indexes the stored data kept the server from building: it runs without them (slower lists, counts). */
function SkippedIndexes({ skipped }: { skipped: SkippedIndex[] | undefined }) {
  if (!skipped?.length) return null;
  return (
    <Alert severity="warning" sx={{ mb: 2 }} role="alert">
      <Typography>Index ignorés au chargement, le serveur fonctionne sans eux :</Typography>
      <ul style={{ margin: 0 }}>
        {skipped.map((s) => (
          <li key={`${s.key}-${s.part}`}>{s.message}</li>
        ))}
      </ul>
      <Typography variant="body2">Corrigez les valeurs en cause ou retirez l'option, puis enregistrez le schéma.</Typography>
    </Alert>
  );
}

function PropertiesTable({ schema }: { schema: DataSchema }) {
  const isDeveloper = useIsDeveloper();
  return (
    <Paper variant="outlined" sx={{ mb: 2, overflowX: 'auto' }} component="section" aria-label="Propriétés">
      <Typography variant="h6" component="h2" sx={{ p: 2, pb: 0 }}>
        Propriétés ({schema.propertiesList.length})
      </Typography>
      <Table size="small">
        <TableHead>
          <TableRow>
            <TableCell>#</TableCell>
            <TableCell>Clé</TableCell>
            <TableCell>Libellé</TableCell>
            <TableCell>Type</TableCell>
            <TableCell>Groupe</TableCell>
            <TableCell>Options</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {schema.propertiesList
            .filter((prop) => isDeveloper || !isDeveloperOnly(prop))
            .map((prop, index) => (
              <TableRow key={`${prop.key}-${index}`}>
                <TableCell>{index + 1}</TableCell>
                <TableCell sx={{ fontFamily: 'monospace' }}>{prop.key}</TableCell>
                <TableCell>{prop.label}</TableCell>
                <TableCell>
                  <Chip
                    size="small"
                    label={prop.type}
                    color={isKnownType(prop.type) ? 'default' : 'warning'}
                    title={isKnownType(prop.type) ? undefined : UNRECOGNIZED_TYPE}
                  />
                </TableCell>
                <TableCell>{prop.group ?? ''}</TableCell>
                <TableCell>{propertyNotes(prop).join(' · ')}</TableCell>
              </TableRow>
            ))}
        </TableBody>
      </Table>
    </Paper>
  );
}

export function SchemaDetail({ id }: { id: string }) {
  const screens = useSchemaScreens();
  const navigate = useNavigate();
  const refresh = useRefresh();
  const { data, error, isPending } = useGetOne<
    DataSchema & { id: string; createdAt?: string; updatedAt?: string; [SKIPPED_INDEXES_KEY]?: SkippedIndex[] }
  >('schema', { id }, { retry: false });
  if (isPending) return <LinearProgress />;
  if (error || !data) {
    const missing = statusOf(error) === 404;
    return (
      <Alert severity={missing ? 'warning' : 'error'} sx={{ m: 2 }}>
        {missing ? NOT_FOUND : errorMessageOf(error)}
      </Alert>
    );
  }
  const schema = data;
  return (
    <Box sx={{ p: 2 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1, flexWrap: 'wrap' }}>
        <IconButton aria-label="Retour à la liste" onClick={() => navigate(screens.list)}>
          <ArrowBackIcon />
        </IconButton>
        <Typography variant="h5" component="h1" sx={{ flexGrow: 1 }}>
          {schema.label}
        </Typography>
        <Chip label={schema._id} sx={{ fontFamily: 'monospace' }} />
        <DumpSchemasButton />
        <Button component={LinkBase} to={screens.preview(schema._id)} startIcon={<PreviewIcon />}>
          Aperçu du formulaire
        </Button>
        <Button component={LinkBase} to={screens.edit(schema._id)} variant="contained" startIcon={<EditIcon />}>
          Modifier
        </Button>
      </Stack>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        Créé le {formatDateTime(schema.createdAt) ?? MISSING_DATE} · Modifié le {formatDateTime(schema.updatedAt) ?? MISSING_DATE}
      </Typography>
      <SkippedIndexes skipped={schema[SKIPPED_INDEXES_KEY]} />
      <Placement schema={schema} />
      <PropertiesTable schema={schema} />
      <Paper variant="outlined" sx={{ mb: 2 }} component="section" aria-label="Champs">
        <Typography variant="h6" component="h2" sx={{ p: 2, pb: 0 }}>
          Champs
        </Typography>
        <Table size="small">
          <TableBody>
            {SUMMARY_FIELDS.map((key) => (
              <TableRow key={key}>
                <TableCell component="th" scope="row" sx={{ width: 260, color: 'text.secondary' }}>
                  {FIELD_LABELS[key]}
                </TableCell>
                <TableCell>{valueText(key, schema[key as keyof DataSchema])}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Paper>
      <Paper variant="outlined" sx={{ p: 2, mb: 2 }} component="section" aria-label="Historique">
        <Typography variant="h6" component="h2" gutterBottom>
          Historique
        </Typography>
        {/* A restore says what it does to stored records, as a save in the editor does. */}
        <HistoryPanel resource="schema" id={schema._id} restoredMessage={saveOutcome} onRestored={refresh} />
      </Paper>
    </Box>
  );
}
