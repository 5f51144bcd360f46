// A stream of a queue row (trailer or full): its resolutions and its progressive and HLS flags.
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { streamSummary, type VideoStream } from './queue';

export function StreamSummary({ label, stream }: { label: string; stream: VideoStream | undefined }) {
  const summary = streamSummary(stream);
  return (
    <Stack direction="row" spacing={0.5} alignItems="center" sx={{ minWidth: 0 }}>
      <Typography variant="caption" color="text.secondary" sx={{ minWidth: 92 }}>
        {label}
      </Typography>
      {summary ? (
        <>
          <Typography variant="body2">{summary.resolutions}</Typography>
          <Chip size="small" variant="outlined" label="MP4" color={summary.progressive ? 'primary' : 'default'} disabled={!summary.progressive} />
          <Chip size="small" variant="outlined" label="HLS" color={summary.hls ? 'primary' : 'default'} disabled={!summary.hls} />
        </>
      ) : (
        <Typography variant="body2" color="text.secondary">
          —
        </Typography>
      )}
    </Stack>
  );
}
