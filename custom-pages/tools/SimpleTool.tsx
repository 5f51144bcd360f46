// A tool without parameters: a line of explanation, a button, its job and outcome, and what its result shows.
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import type { JobView } from '../../model/jobs';
import { useConfirm } from '../../schema-adapters/shared';
import { ToolRun } from './ToolRun';
import type { ToolEntry } from './types';
import { toolPath, useToolRun } from './useToolRun';

interface Props {
  siteId: string;
  /** The job kind started (POST /api/{siteId}/tools/{tool}). */
  tool: string;
  description: string;
  action: string;
  /** Asked before running, for tools that change much: the dialog's title, over the description and the site. */
  confirm?: string;
  /** What the finished job's result shows (a report). */
  result?: (job: JobView) => ReactNode;
}

export function SimpleTool({ siteId, tool, description, action, confirm, result }: Props) {
  const run = useToolRun();
  const [ask, confirmDialog] = useConfirm();
  const start = async () => {
    if (confirm && !(await ask({ title: confirm, content: `${description} Site : ${siteId}.`, confirm: action, warning: true }))) return;
    await run.start(toolPath(siteId, tool));
  };
  return (
    <Stack spacing={1}>
      <Typography variant="body2">{description}</Typography>
      <div>
        <Button variant="outlined" disabled={run.running} onClick={() => void start()}>
          {action}
        </Button>
      </div>
      {confirmDialog}
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
