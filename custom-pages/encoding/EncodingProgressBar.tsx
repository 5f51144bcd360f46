// An encode's progress as a bar, coloured by its status: the queue's rows and the video's own 'Flux vidéo' tab.
import LinearProgress from '@mui/material/LinearProgress';
import type { QueueVideo } from './queue';

export const encodingPercent = (video: Pick<QueueVideo, 'encodingProgress'>): number =>
  Math.round(Math.min(1, Math.max(0, video.encodingProgress ?? 0)) * 100);

export function EncodingProgressBar({ video }: { video: Pick<QueueVideo, 'encodingProgress' | 'encodingStatus'> }) {
  const progress = encodingPercent(video);
  return (
    <LinearProgress
      variant="determinate"
      value={progress}
      color={video.encodingStatus === 'error' ? 'error' : video.encodingStatus === 'done' ? 'success' : 'primary'}
      sx={{ my: 0.5, height: 6, borderRadius: 3 }}
      aria-label={`Progression de l'encodage : ${progress} %`}
    />
  );
}
