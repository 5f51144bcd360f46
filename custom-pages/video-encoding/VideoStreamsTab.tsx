// 'Flux vidéo', the extra tab of a Video record (spec 000 §2 record extras: video stream URLs and files): the trailer
// and the full video, playable in the page, with their files' addresses in the console and on the video servers.
import { EncodingMessage } from './EncodingMessage';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { useGetList, useRecordContext } from 'react-admin';
import { useSiteId } from '../../schema-adapters/shared';
import { STATUS_TAGS, type QueueVideo } from './queue';
import { StreamPanel } from './StreamPanel';

export default function VideoStreamsTab() {
  const record = useRecordContext<QueueVideo & { id: string }>();
  const siteId = useSiteId();
  // Video servers are global records; a user who may not read them sees the console's addresses only.
  const { data: servers } = useGetList('VideoServer', { pagination: { page: 1, perPage: 20 } }, { retry: false });
  if (!record) return null;
  const serverList = (servers ?? [])
    .filter((s) => typeof s.baseUrl === 'string' && s.baseUrl)
    .map((s) => ({ name: String(s.name ?? s.label ?? s.id), baseUrl: String(s.baseUrl) }));
  const status = record.encodingStatus;
  return (
    <Box>
      {status && status !== 'done' && (
        <Alert severity={status === 'error' ? 'error' : 'info'} sx={{ mb: 2 }}>
          Encodage : {STATUS_TAGS[status].label.toLowerCase()}
          {record.encodingProgressText && ' — '}
          <EncodingMessage text={record.encodingProgressText as string | undefined} error={record.encodingError as string | undefined} />
        </Alert>
      )}
      <StreamPanel title="Bande-annonce" siteId={siteId} stream={record.trailer} servers={serverList} />
      <StreamPanel title="Vidéo intégrale" siteId={siteId} stream={record.full} servers={serverList} />
    </Box>
  );
}
