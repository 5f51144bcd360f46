// One video of the queue: source file, date, progress bar, status tag, streams, and its buttons.
import { EncodingMessage } from './EncodingMessage';
import { EncodingProgressBar, encodingPercent } from './EncodingProgressBar';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import Button from '@mui/material/Button';
import KeyboardArrowUpIcon from '@mui/icons-material/KeyboardArrowUp';
import KeyboardArrowDownIcon from '@mui/icons-material/KeyboardArrowDown';
import KeyboardDoubleArrowUpIcon from '@mui/icons-material/KeyboardDoubleArrowUp';
import KeyboardDoubleArrowDownIcon from '@mui/icons-material/KeyboardDoubleArrowDown';
import { Link } from 'react-router';
import { formatDateTime } from '../../schema-adapters/shared';
import { canCancel, canReencode, MOVE_LABELS, sourceName, STATUS_TAGS, type Move, type QueueVideo } from './queue';
import { StreamSummary } from './StreamSummary';

const MOVE_ICONS: Record<Move, typeof KeyboardArrowUpIcon> = {
  top: KeyboardDoubleArrowUpIcon,
  up: KeyboardArrowUpIcon,
  down: KeyboardArrowDownIcon,
  bottom: KeyboardDoubleArrowDownIcon,
};

interface Props {
  video: QueueVideo;
  /** Link to the video's record screen. */
  editPath: string;
  busy: boolean;
  onMove: (to: Move) => void;
  onReencode: () => void;
  onCancel: () => void;
}

export function QueueRow({ video, editPath, busy, onMove, onReencode, onCancel }: Props) {
  const tag = video.encodingStatus && STATUS_TAGS[video.encodingStatus];
  const progress = encodingPercent(video);
  return (
    <Box component="li" data-video-id={video.id} sx={{ listStyle: 'none', borderBottom: 1, borderColor: 'divider', py: 1.5 }}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} alignItems={{ md: 'center' }}>
        <Box sx={{ flex: 2, minWidth: 0 }}>
          <Typography component={Link} to={editPath} variant="subtitle2" sx={{ display: 'block', wordBreak: 'break-word' }}>
            {video.label || video.id}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ wordBreak: 'break-all' }}>
            {sourceName(video.sourceFile)}
          </Typography>
          <Typography variant="caption" color="text.secondary">
            {formatDateTime(video.createTs ?? video.createdAt) ?? '(date manquante)'} · priorité {video.encodingPriority ?? '—'}
          </Typography>
        </Box>
        <Box sx={{ flex: 2, minWidth: 0 }}>
          <Stack direction="row" spacing={1} alignItems="center">
            {tag && <Chip size="small" label={tag.label} color={tag.color} data-testid="encoding-status" />}
            <Typography variant="body2" sx={{ minWidth: 40 }}>
              {progress} %
            </Typography>
          </Stack>
          <EncodingProgressBar video={video} />
          <Typography variant="caption" color={video.encodingStatus === 'error' ? 'error' : 'text.secondary'}>
            <EncodingMessage text={video.encodingProgressText} error={video.encodingError} />
          </Typography>
        </Box>
        <Stack sx={{ flex: 2, minWidth: 0 }} spacing={0.5}>
          <StreamSummary label="Bande-annonce" stream={video.trailer} />
          <StreamSummary label="Vidéo intégrale" stream={video.full} />
        </Stack>
        <Stack direction="row" alignItems="center" flexWrap="wrap">
          {(Object.keys(MOVE_ICONS) as Move[]).map((to) => {
            const Icon = MOVE_ICONS[to];
            return (
              <Tooltip key={to} title={MOVE_LABELS[to]}>
                <span>
                  <IconButton size="small" aria-label={MOVE_LABELS[to]} disabled={busy} onClick={() => onMove(to)}>
                    <Icon fontSize="small" />
                  </IconButton>
                </span>
              </Tooltip>
            );
          })}
          {canReencode(video) && (
            <Button size="small" disabled={busy} onClick={onReencode}>
              Réencoder
            </Button>
          )}
          {canCancel(video.encodingStatus) && (
            <Button size="small" color="error" disabled={busy} onClick={onCancel}>
              Annuler
            </Button>
          )}
        </Stack>
      </Stack>
    </Box>
  );
}
