// 'Flux vidéo', the extra tab of a Video record (spec 000 §2 record extras: video stream URLs and files): the trailer
// and the full video, playable in the page, with their files' addresses in the console and on the video servers.
// The video's encoding keys are read live (not the form's copy): a re-encode started here shows its progress, then
// its renditions, at new addresses, as soon as it is done.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useGetList, useRecordContext } from 'react-admin';
import { useSiteId } from '../../schema-adapters/shared';
import Typography from '@mui/material/Typography';
import { StandInTag } from '../monitoring/StandInTag';
import { useIsStandIn } from '../monitoring/useIsStandIn';
import { EncodingMessage } from './EncodingMessage';
import { EncodingProgressBar, encodingPercent } from './EncodingProgressBar';
import { canCancel, canReencode, STATUS_TAGS, type QueueVideo } from './queue';
import { StreamPanel } from './StreamPanel';
import { useEncodingActions } from './useEncodingActions';
import { useLiveVideo } from './useLiveVideo';

export default function VideoStreamsTab() {
  const record = useRecordContext<QueueVideo & { id: string }>();
  const siteId = useSiteId();
  const video = useLiveVideo(siteId, record);
  const { busy, reencode, cancel } = useEncodingActions(siteId);
  const isStandIn = useIsStandIn();
  // Video servers are global records; a user who may not read them sees the console's addresses only.
  const { data: servers } = useGetList('VideoServer', { pagination: { page: 1, perPage: 20 } }, { retry: false });
  if (!video) return null;
  const serverList = (servers ?? [])
    .filter((s) => typeof s.baseUrl === 'string' && s.baseUrl)
    .map((s) => ({ name: String(s.name ?? s.label ?? s.id), baseUrl: String(s.baseUrl), standIn: isStandIn(s.baseUrl) }));
  const status = video.encodingStatus;
  return (
    <Box>
      {status && status !== 'done' && (
        <Alert severity={status === 'error' ? 'error' : 'info'} sx={{ mb: 2 }}>
          Encodage : {STATUS_TAGS[status].label.toLowerCase()}
          {video.encodingProgressText && ' — '}
          <EncodingMessage text={video.encodingProgressText} error={video.encodingError} />
          {status !== 'error' && (
            <Stack direction="row" spacing={1} alignItems="center" sx={{ minWidth: 240 }}>
              <Box sx={{ flex: 1 }}>
                <EncodingProgressBar video={video} />
              </Box>
              <Typography variant="body2">{encodingPercent(video)} %</Typography>
            </Stack>
          )}
        </Alert>
      )}
      <Stack direction="row" spacing={1} sx={{ mb: 2 }}>
        {canReencode(video) && (
          <Button size="small" variant="outlined" disabled={busy} onClick={() => void reencode(video.id)}>
            Réencoder
          </Button>
        )}
        {canCancel(status) && (
          <Button size="small" color="error" disabled={busy} onClick={() => void cancel(video.id)}>
            Annuler l'encodage
          </Button>
        )}
      </Stack>
      {serverList.length > 0 && (
        <Stack direction="row" spacing={1} useFlexGap alignItems="center" sx={{ mb: 2, flexWrap: 'wrap' }} role="group" aria-label="Serveurs vidéo">
          <Typography variant="body2">Serveurs vidéo :</Typography>
          {serverList.map((s) => (
            <Stack key={s.baseUrl} direction="row" spacing={0.5} alignItems="center">
              <Typography variant="body2">
                {s.name} ({s.baseUrl})
              </Typography>
              <StandInTag show={s.standIn} />
            </Stack>
          ))}
        </Stack>
      )}
      <StreamPanel title="Bande-annonce" siteId={siteId} stream={video.trailer} servers={serverList} />
      <StreamPanel title="Vidéo intégrale" siteId={siteId} stream={video.full} servers={serverList} />
    </Box>
  );
}
