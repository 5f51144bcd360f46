// A stream of a queue row (trailer or full): its resolutions and its progressive and HLS flags, each with a tick or a
// cross and said in words to a screen reader (not by colour alone, WCAG 1.4.1).
import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
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
          <FormatChip format="MP4" present={summary.progressive} />
          <FormatChip format="HLS" present={summary.hls} />
        </>
      ) : (
        <Typography variant="body2" color="text.secondary">
          —
        </Typography>
      )}
    </Stack>
  );
}

const FormatChip = ({ format, present }: { format: string; present: boolean }) => (
  <Chip
    size="small"
    variant="outlined"
    label={format}
    icon={present ? <CheckIcon /> : <CloseIcon />}
    aria-label={`${format} : ${present ? 'disponible' : 'absent'}`}
    color={present ? 'primary' : 'default'}
  />
);
