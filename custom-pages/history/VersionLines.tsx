// A field's value in a version as lines (model/history/historyText.ts), lines that differ from the other side marked.
import Box from '@mui/material/Box';

export function VersionLines({ lines, other }: { lines: string[]; other?: string[] }) {
  if (!lines.length) return <Box sx={{ color: 'text.secondary', fontStyle: 'italic' }}>(vide)</Box>;
  return (
    <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0, fontFamily: 'monospace', fontSize: 13, whiteSpace: 'pre-wrap' }}>
      {lines.map((line, i) => (
        <Box component="li" key={i} sx={other && other[i] !== line ? { bgcolor: 'warning.light' } : undefined}>
          {line}
        </Box>
      ))}
    </Box>
  );
}
