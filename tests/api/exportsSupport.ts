// Waiting for a job through the API (GET /api/jobs/{id}), as the console's progress panel follows it.
import type { ApiClient } from './client.js';

export async function waitForJob(client: ApiClient, jobId: string, timeoutMs = 30_000) {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const job = (await client.get(`/api/jobs/${jobId}`)).body;
    if (['done', 'failed', 'cancelled'].includes(job?.state)) return job;
    if (Date.now() > end) throw new Error(`job ${jobId} still ${job?.state} after ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 100));
  }
}
