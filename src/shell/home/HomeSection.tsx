// One titled part of the home, or its quiet line when it holds nothing.
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

export function HomeSection({ title, empty, children }: { title: string; empty?: string; children?: ReactNode }) {
  return (
    <Paper component="section" variant="outlined" aria-label={title} sx={{ p: 2, minWidth: 0 }}>
      <Typography variant="h6" component="h3" gutterBottom>
        {title}
      </Typography>
      {empty ? <Typography color="text.secondary">{empty}</Typography> : children}
    </Paper>
  );
}

/** A list of links without bullets, each item on its own line(s) on a phone. */
export function LinkList({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Typography component="ul" aria-label={label} sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1, overflowWrap: 'anywhere' }}>
      {children}
    </Typography>
  );
}
