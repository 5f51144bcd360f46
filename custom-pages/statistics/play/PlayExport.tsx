import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import DownloadIcon from '@mui/icons-material/Download';
import { useState } from 'react';
import { exportRanges } from '../../../model/statistics';
import { useSiteId } from '../../../schema-adapters/shared';

/** Export of the most played videos by range (first 10, 10 to 30, 30 to 100, then blocks of 100): a CSV download. */
export function PlayExport({ count }: { count: number }) {
  const siteId = useSiteId();
  const ranges = exportRanges(count);
  const [index, setIndex] = useState(0);
  const range = ranges[Math.min(index, ranges.length - 1)];
  const href = `/admin/${encodeURIComponent(siteId)}/custom-exports/play?offset=${range.offset}&limit=${range.limit}`;
  return (
    <Paper variant="outlined" sx={{ p: 2, mt: 3 }}>
      <Typography variant="subtitle1" component="h3" gutterBottom>
        Export
      </Typography>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        <TextField
          select
          size="small"
          label="Vidéos les plus lues"
          value={Math.min(index, ranges.length - 1)}
          onChange={(e) => setIndex(Number(e.target.value))}
          sx={{ width: 220, maxWidth: '100%' }}
        >
          {ranges.map((r, i) => (
            <MenuItem key={r.offset} value={i}>
              {r.label}
            </MenuItem>
          ))}
        </TextField>
        <Button variant="contained" startIcon={<DownloadIcon />} href={href} download>
          Télécharger (CSV)
        </Button>
      </Stack>
    </Paper>
  );
}
