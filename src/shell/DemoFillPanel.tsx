// A first start fills its demo after the console answers (the DEMO_FILL job): its bar on the dashboard while it runs,
// for super administrators (the job is theirs to see), so that a newcomer sees the demo arrive.
import Box from '@mui/material/Box';
import { lazy, Suspense, useEffect, useState } from 'react';
import { DEMO_FILL_JOB, isJobOver, type JobView } from '../../model/jobs';
import { useApiCall } from '../../schema-adapters/shared/useApiCall';
import { useSessionUser } from '../session/SessionContext';

const JobProgressPanel = lazy(() => import('../../custom-pages/shared/jobs/JobProgressPanel').then((m) => ({ default: m.JobProgressPanel })));

export function DemoFillPanel() {
  const { superAdmin } = useSessionUser();
  const call = useApiCall();
  const [jobId, setJobId] = useState<string>();
  useEffect(() => {
    if (!superAdmin) return;
    call<{ data: JobView[] }>('/api/jobs', { query: { kind: DEMO_FILL_JOB, limit: 1 } }).then(
      ({ data: [job] }) => job && !isJobOver(job.state) && setJobId(job.id),
      () => {}, // no bar rather than an error on the home page
    );
  }, [call, superAdmin]);
  if (!jobId) return null;
  return (
    <Box sx={{ gridColumn: '1 / -1' }}>
      <Suspense fallback={null}>
        <JobProgressPanel jobId={jobId} />
      </Suspense>
    </Box>
  );
}
