// A first start fills its demo after the console answers (the DEMO_FILL job): its bar on the dashboard while it runs,
// for super administrators (the home tells them of it: GET /api/{siteId}/home `servers.demoFill`), so that a newcomer
// sees the demo arrive.
import Box from '@mui/material/Box';
import { onDemand, OnDemandBoundary } from '../../schema-adapters/shared/onDemand';

const JobProgressPanel = onDemand(() => import('../../custom-pages/shared/jobs/JobProgressPanel').then((m) => m.JobProgressPanel));

export function DemoFillPanel({ jobId }: { jobId?: string }) {
  if (!jobId) return null;
  return (
    <Box sx={{ gridColumn: '1 / -1' }}>
      <OnDemandBoundary fallback={null}>
        <JobProgressPanel jobId={jobId} />
      </OnDemandBoundary>
    </Box>
  );
}
