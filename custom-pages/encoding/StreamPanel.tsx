// One stream of a video (trailer or full) in the 'Flux vidéo' tab: the HLS player and the MP4 renditions, playable,
// with every file's address in the console and on each video server.
import { useState } from 'react';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { fileUrl } from '../../schema-adapters/propertyTypes/media/mediaUrls';
import { HlsPlayer } from './HlsPlayer';
import type { VideoStream } from './queue';
import { streamFiles } from './streams';

interface Props {
  title: string;
  siteId: string;
  stream: VideoStream | undefined;
  /** Base URLs of the video servers, which serve the same files at {baseUrl}/{siteId}{path}. */
  servers: { name: string; baseUrl: string }[];
}

export function StreamPanel({ title, siteId, stream, servers }: Props) {
  const mp4s = (stream?.files ?? []).filter((f) => f.mp4);
  const [res, setRes] = useState<number>();
  const mp4 = mp4s.find((f) => f.res === res) ?? mp4s[mp4s.length - 1];
  return (
    <Box component="section" aria-label={title} sx={{ mb: 3 }}>
      <Typography variant="h6" component="h2" gutterBottom>
        {title}
      </Typography>
      {!stream?.res?.length ? (
        <Typography color="text.secondary">Pas encore encodé.</Typography>
      ) : (
        <>
          <Stack direction={{ xs: 'column', lg: 'row' }} spacing={2} sx={{ mb: 2 }}>
            {stream.hls && (
              <Box sx={{ flex: 1 }}>
                <Typography variant="subtitle2">HLS (débit adaptatif)</Typography>
                <HlsPlayer src={fileUrl(siteId, stream.hls)} label={`${title} en HLS`} />
              </Box>
            )}
            {mp4 && (
              <Box sx={{ flex: 1 }}>
                <Stack direction="row" spacing={1} alignItems="center">
                  <Typography variant="subtitle2">MP4 progressif</Typography>
                  <TextField select size="small" label="Résolution" value={mp4.res} onChange={(e) => setRes(Number(e.target.value))}>
                    {mp4s.map((f) => (
                      <MenuItem key={f.res} value={f.res}>
                        {f.res}p
                      </MenuItem>
                    ))}
                  </TextField>
                </Stack>
                <video
                  key={mp4.mp4}
                  src={fileUrl(siteId, mp4.mp4!)}
                  controls
                  muted
                  playsInline
                  preload="metadata"
                  aria-label={`${title} en MP4 ${mp4.res}p`}
                  style={{ width: '100%', maxWidth: 480, background: '#000' }}
                />
              </Box>
            )}
          </Stack>
          <Box component="table" sx={{ borderCollapse: 'collapse', '& td, & th': { textAlign: 'left', pr: 2, py: 0.25, verticalAlign: 'top' } }}>
            <thead>
              <tr>
                <th>Fichier</th>
                <th>Détail</th>
                <th>Adresses</th>
              </tr>
            </thead>
            <tbody>
              {streamFiles(stream).map((f) => (
                <tr key={f.path}>
                  <td>{f.kind}</td>
                  <td>{f.detail}</td>
                  <td>
                    <Link href={fileUrl(siteId, f.path)} target="_blank" rel="noreferrer" sx={{ wordBreak: 'break-all' }}>
                      {f.path}
                    </Link>
                    {servers.map((s) => (
                      <Typography key={s.baseUrl} variant="caption" component="div" color="text.secondary" sx={{ wordBreak: 'break-all' }}>
                        {s.name} : {`${s.baseUrl.replace(/\/+$/, '')}/${siteId}${f.path}`}
                      </Typography>
                    ))}
                  </td>
                </tr>
              ))}
            </tbody>
          </Box>
        </>
      )}
    </Box>
  );
}
