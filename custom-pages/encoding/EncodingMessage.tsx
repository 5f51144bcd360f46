import Box from '@mui/material/Box';

/**
 * A video's encoding line. After a failure it is 'ffmpeg a échoué (code 1) : {ffmpeg's own words}': ffmpeg's words
 * are a quotation (in English), shown as code, with its full reason as their title.
 */
export function EncodingMessage({ text, error }: { text?: string; error?: string }) {
  if (!text) return null;
  const cut = text.indexOf(' : ');
  if (!error && cut < 0) return <>{text}</>;
  return (
    <>
      {cut < 0 ? text : text.slice(0, cut + 3)}
      <Box component="code" title={error} sx={{ fontSize: 'inherit' }}>
        {cut < 0 ? '' : text.slice(cut + 3)}
      </Box>
    </>
  );
}
