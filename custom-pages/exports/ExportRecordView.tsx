// The Export record's own read-only view (spec 000 §2 Record screen): title, format, download (success only), status
// tag, export date, period, admin, file name and the issue report. A pending export is read again until it ends.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import IconButton from '@mui/material/IconButton';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { Link, Loading, useGetOne } from 'react-admin';
import type { DataSchema } from '../../model/metaSchema';
import {
  RECORD_NOT_FOUND,
  errorMessageOf,
  formatDateTime,
  redirectWithNotice,
  statusOf,
  useRecordPaths,
  useSiteId,
} from '../../schema-adapters/shared';
import { downloadUrl, formatLabel, periodText, STATUS_TAGS, type ExportRecord } from './exportRecord';
import { IssueReport } from './IssueReport';

const PENDING_REFRESH_MS = 2000;

const Line = ({ label, children }: { label: string; children: React.ReactNode }) => (
  <Stack direction="row" spacing={2} sx={{ py: 0.5 }}>
    <Typography sx={{ minWidth: 180, color: 'text.secondary' }}>{label}</Typography>
    <Box>{children}</Box>
  </Stack>
);

/**
 * Back to the screen that opened the export (an Export tab, the accounting tab: it is where the user was), or to the
 * exports list when the page was opened first (a link from outside, a reload of a fresh tab).
 */
function BackButton({ list }: { list: string }) {
  const navigate = useNavigate();
  const { key } = useLocation();
  return (
    <IconButton aria-label="Retour" title="Retour" onClick={() => (key === 'default' ? navigate(list) : navigate(-1))}>
      <ArrowBackIcon />
    </IconButton>
  );
}

export default function ExportRecordView({ schema, id }: { schema: DataSchema; id: string }) {
  const siteId = useSiteId();
  const paths = useRecordPaths(schema);
  const { data, isPending, error } = useGetOne<ExportRecord>(
    schema._id,
    { id },
    { refetchInterval: (query) => (query.state.data?.status === 'pending' ? PENDING_REFRESH_MS : false) },
  );
  if (isPending) return <Loading />;
  // As every record screen: a missing record goes back to the collection (spec 000 §2).
  if (statusOf(error) === 404) return <Navigate to={paths.collection} {...redirectWithNotice(RECORD_NOT_FOUND)} />;
  if (error || !data) return <Alert severity="error">{error ? errorMessageOf(error) : 'Export introuvable'}</Alert>;
  const tag = STATUS_TAGS[data.status ?? 'pending'];
  return (
    <Box sx={{ p: 2 }} data-testid="export-record">
      <Stack direction="row" alignItems="center" spacing={2} sx={{ mb: 2, flexWrap: 'wrap' }}>
        <BackButton list={paths.collection} />
        <Typography variant="h5" component="h1" sx={{ flexGrow: 1 }}>
          {data.title ?? id}
        </Typography>
        <Button component={Link} to={paths.collection} size="small">
          Tous les exports
        </Button>
        <Chip label={tag.label} color={tag.color} />
        {data.status === 'success' && (
          <Button variant="contained" href={downloadUrl(siteId, id)} download={data.fileName}>
            Télécharger
          </Button>
        )}
      </Stack>
      <Line label="Format">{formatLabel(data.format)}</Line>
      <Line label="Date de l'export">{formatDateTime(data.exportTs) ?? '(manquant)'}</Line>
      <Line label="Période concernée">{periodText(data)}</Line>
      <Line label="Administrateur">{data.admin?.login ?? '(manquant)'}</Line>
      <Line label="Nom du fichier">{data.fileName ?? '—'}</Line>
      <Typography variant="h6" sx={{ mt: 3, mb: 1 }}>
        Rapport
      </Typography>
      <IssueReport issues={data.result?.issues} />
    </Box>
  );
}
