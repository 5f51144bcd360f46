// Encoding queue pages (spec 000 §2 "Video encoding"): /video-encoding/encoding (in progress and pending, refreshed
// live), /error and /all; sortable by priority or creation date; each row moves in the queue, re-encodes, cancels.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useBasename } from 'react-admin';
import { useSearchParams } from 'react-router';
import { useSchema } from '../../schema-adapters/schemasContext';
import { errorMessageOf, recordPathsOf } from '../../schema-adapters/shared';
import { QUEUE_PAGES, SORTS, type QueueFilter, type QueueSort } from './queue';
import { QueueRow } from './QueueRow';
import { useEncodingQueue } from './useEncodingQueue';

function EncodingQueuePage({ filter }: { filter: QueueFilter }) {
  const [params, setParams] = useSearchParams();
  const sort: QueueSort = params.get('tri') === 'date' ? 'date' : 'priority';
  const { videos, error, isFetching, busy, move, reencode, cancel } = useEncodingQueue(filter, sort);
  const basename = useBasename();
  const videoSchema = useSchema('Video');
  const editPath = (id: string) => (videoSchema ? recordPathsOf(basename, videoSchema).open(id) : '');

  return (
    <Box sx={{ p: 2 }}>
      <Stack direction="row" alignItems="center" justifyContent="space-between" flexWrap="wrap" gap={2} sx={{ mb: 1 }}>
        <Typography variant="h5" component="h1">
          {QUEUE_PAGES[filter].title}
        </Typography>
        <TextField
          select
          size="small"
          label="Trier par"
          value={sort}
          onChange={(e) => setParams(e.target.value === 'date' ? { tri: 'date' } : {}, { replace: true })}
          sx={{ minWidth: 200 }}
        >
          {(Object.keys(SORTS) as QueueSort[]).map((key) => (
            <MenuItem key={key} value={key}>
              {SORTS[key].label}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      <Box sx={{ height: 4 }}>{isFetching && !videos && <LinearProgress />}</Box>
      {error && (
        <Alert severity="error" sx={{ my: 1 }}>
          {errorMessageOf(error)}
        </Alert>
      )}
      {videos && videos.length === 0 && <Typography sx={{ my: 3 }}>Pas d'encodage pour ce filtre</Typography>}
      {videos && videos.length > 0 && (
        <Box component="ul" sx={{ p: 0, m: 0 }} aria-label="File d'encodage">
          {videos.map((video) => (
            <QueueRow
              key={video.id}
              video={video}
              editPath={editPath(video.id)}
              busy={busy}
              onMove={(to) => void move(video.id, to)}
              onReencode={() => void reencode(video.id)}
              onCancel={() => void cancel(video.id)}
            />
          ))}
        </Box>
      )}
    </Box>
  );
}

export const InProgressPage = () => <EncodingQueuePage filter="encoding" />;
export const ErrorPage = () => <EncodingQueuePage filter="error" />;
export const AllPage = () => <EncodingQueuePage filter="all" />;
