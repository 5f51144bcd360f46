import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import type { ExportIssue } from '../../model/exports';

/** The errors and warnings of an export, each with its code and the record it concerns. */
export function IssueReport({ issues }: { issues?: { errors?: ExportIssue[]; warnings?: ExportIssue[] } }) {
  const lines = [
    ...(issues?.errors ?? []).map((issue) => ({ issue, severity: 'error' as const })),
    ...(issues?.warnings ?? []).map((issue) => ({ issue, severity: 'warning' as const })),
  ];
  if (!lines.length) return <Alert severity="success">Aucun problème signalé</Alert>;
  return (
    <Stack spacing={1}>
      {lines.map(({ issue, severity }, i) => (
        <Alert key={i} severity={severity}>
          <strong>{issue.code}</strong> — {issue.message}
          {issue.resource && ` (${issue.resource._cls} ${issue.resource._id})`}
        </Alert>
      ))}
    </Stack>
  );
}
