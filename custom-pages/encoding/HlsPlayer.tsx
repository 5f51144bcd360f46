// An HLS stream played in the page: hls.js where the browser has Media Source Extensions, else the browser's own HLS
// (Safari). Loaded with the tab only.
import { useEffect, useRef, useState } from 'react';
import Hls from 'hls.js';
import Typography from '@mui/material/Typography';

export function HlsPlayer({ src, label }: { src: string; label: string }) {
  const video = useRef<HTMLVideoElement>(null);
  const [error, setError] = useState<string>();
  useEffect(() => {
    const element = video.current;
    if (!element) return;
    setError(undefined);
    if (!Hls.isSupported()) {
      element.src = src;
      return;
    }
    // No worker: the console's CSP allows scripts of its own origin only (no blob: workers).
    const hls = new Hls({ enableWorker: false });
    hls.on(Hls.Events.ERROR, (_event, data) => {
      if (data.fatal) setError(`Lecture HLS impossible (${data.details})`);
    });
    hls.loadSource(src);
    hls.attachMedia(element);
    return () => hls.destroy();
  }, [src]);
  return (
    <>
      <video ref={video} controls muted playsInline aria-label={label} style={{ width: '100%', maxWidth: 480, background: '#000' }} />
      {error && (
        <Typography color="error" variant="body2">
          {error}
        </Typography>
      )}
    </>
  );
}
