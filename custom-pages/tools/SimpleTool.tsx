// A tool without parameters: a line of explanation, a button, its job and outcome, and what its result shows.
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import type { JobView } from '../../model/jobs';
import { ToolRun } from './ToolRun';
import type { ToolEntry } from './types';
import { toolPath, useToolRun } from './useToolRun';

interface Props {
  siteId: string;
  /** The job kind started (POST /api/{siteId}/tools/{tool}). */
  tool: string;
  description: string;
  action: string;
  /** Asked before running (window.confirm), for tools that change much. */
  confirm?: string;
  /** What the finished job's result shows (a report). */
  result?: (job: JobView) => ReactNode;
}

export function SimpleTool({ siteId, tool, description, action, confirm, result }: Props) {
  const run = useToolRun();
  return (
    <Stack spacing={1}>
      <Typography variant="body2">{description}</Typography>
      <div>
        <Button
          variant="outlined"
          disabled={run.running}
          onClick={() => (!confirm || window.confirm(confirm)) && void run.start(toolPath(siteId, tool))}
        >
          {action}
        </Button>
      </div>
      <ToolRun run={run} />
      {run.job?.state === 'done' && result?.(run.job)}
    </Stack>
  );
}

/** A tools-page entry made of one SimpleTool: the tool's id is the job kind it starts. */
export const simpleToolEntry = ({ id, label, ...props }: Omit<Props, 'siteId' | 'tool'> & { id: string; label: string }): ToolEntry => ({
  id,
  label,
  Component: ({ siteId }) => <SimpleTool siteId={siteId} tool={id} {...props} />,
});
