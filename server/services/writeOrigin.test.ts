import { describe, expect, it } from 'vitest';
import { inJob } from '../jobs/runningJob.js';
import { writeOriginOf } from './writeOrigin.js';

describe('writeOriginOf', () => {
  it("names a person's console, a server's API token, the system (a webhook's actor has no user id) and a running job", async () => {
    expect(writeOriginOf({ _id: 'u1', login: 'marie' })).toEqual({ userId: 'u1', login: 'marie', via: 'console' });
    expect(writeOriginOf({ _id: 'token:t1', login: 'jeton' }).via).toBe('api');
    expect(writeOriginOf({ _id: undefined, login: 'stripe' }).via).toBe('system');
    expect(writeOriginOf(undefined).via).toBe('system');
    expect(await inJob('job-1', async () => writeOriginOf({ _id: 'u1' }))).toMatchObject({ via: 'job', jobId: 'job-1' });
  });
});
