// What the import suites do as the console does: upload a file to a site's list, then a dry run, an import or an undo
// as a job waited for.
import { expect } from 'vitest';
import { type ApiClient, waitForJob } from './client.js';

export const BOM = '\ufeff';
export const crlf = (...lines: string[]) => lines.join('\r\n') + '\r\n';

export function importSteps(site: string, admin: () => ApiClient) {
  async function upload(name: string, content: string | Buffer, type = 'Tag', client = admin()) {
    const form = new FormData();
    form.append('file', new Blob([typeof content === 'string' ? content : new Uint8Array(content)]), name);
    const res = await fetch(`${client.base}/api/${site}/imports/new/${type}`, {
      method: 'POST',
      body: form,
      headers: { cookie: client.cookie, 'x-console-upload': '1' },
    });
    return { status: res.status, body: await res.json() };
  }

  /** Starts a dry run (`check`) or an import (`run`), waits for its job, answers the job and the import after it. */
  async function step(id: string, what: 'check' | 'run' | 'undo', body: Record<string, unknown> = {}) {
    const started = await admin().post(`/api/${site}/imports/${id}/${what}`, what === 'undo' ? undefined : body);
    expect(started.status, JSON.stringify(started.body)).toBe(202);
    const job = await waitForJob(admin(), started.body.jobId);
    return { job, imp: (await admin().get(`/api/${site}/imports/${id}`)).body };
  }

  return { upload, step };
}
