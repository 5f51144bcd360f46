import type pg from 'pg';
import { describe, expect, it } from 'vitest';
import type { ImportTarget } from '../../../model/imports/index.js';
import { AppError } from '../../errors.js';
import type { CallContext } from '../../services/access.js';
import type { RecordService } from '../../services/records.js';
import { ImportPass } from './engine.js';
import type { FileRow } from './fileReader.js';
import type { RefusedFile } from './refusedFile.js';

/** A database that has no records and takes every write. */
const client = { query: async () => ({ rows: [], rowCount: 0 }), release: () => undefined };
const pool = { query: client.query, connect: async () => client } as unknown as pg.Pool;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Records as the service would take them: a row without text refused by the check, one whose text starts with « prise » by
 * the write (its id taken since); the file's first write is slow, so that the second ends before it.
 */
function records() {
  const seen = { writes: 0, atOnce: 0, most: 0 };
  const service = {
    checkWrite: (_ctx: CallContext, _type: string, body: Record<string, unknown>) => {
      if (!body.text) throw new AppError(400, 'INVALID', 'Invalide', { text: 'Ce champ est requis' });
    },
    createMany: async (_ctx: CallContext, _type: string, bodies: Record<string, unknown>[]) => {
      seen.most = Math.max(seen.most, ++seen.atOnce);
      await sleep(bodies.length > 1 && seen.writes++ === 0 ? 50 : 1);
      seen.atOnce--;
      if (bodies.some((b) => String(b.text).startsWith('prise'))) throw new AppError(409, 'CONFLICT', "L'identifiant est déjà utilisé");
      return bodies.map((b) => ({ record: { _id: b._id }, etag: '"1"' }));
    },
  };
  return { seen, service: service as unknown as RecordService };
}

async function* rowsOf(texts: string[]): AsyncIterable<FileRow> {
  for (const [i, text] of texts.entries()) yield { line: i + 1, value: { text } };
}

describe('ImportPass', () => {
  it('writes two batches at once and reports their refusals in the file’s order, those of the writes included', async () => {
    const refusedAt: Record<number, string> = { 10: '', 20: 'prise 1', 700: '', 1300: 'prise 2' };
    const texts = Array.from({ length: 1500 }, (_, i) => refusedAt[i + 1] ?? `Ligne ${i + 1}`);
    const { seen, service } = records();
    const { pass, refusedLines } = passOf(service);
    const outcome = await pass.run(rowsOf(texts));
    expect(seen.most).toBe(2);
    expect(refusedLines).toEqual([10, 20, 700, 1300]);
    expect(outcome.counts).toEqual({ rows: 1500, created: 1496, updated: 0, unchanged: 0, refused: 4 });
    expect(outcome.refusals).toEqual([
      {
        field: 'Texte',
        reason: 'Ce champ est requis',
        count: 2,
        runs: [
          [10, 10],
          [700, 700],
        ],
      },
      {
        reason: "L'identifiant est déjà utilisé",
        count: 2,
        runs: [
          [20, 20],
          [1300, 1300],
        ],
      },
    ]);
  });

  it("writes again a batch PostgreSQL chose as a deadlock's victim", async () => {
    const { service } = records();
    let calls = 0;
    const createMany = service.createMany.bind(service);
    service.createMany = async (...args) => {
      if (calls++ === 0) throw Object.assign(new Error('deadlock detected'), { code: '40P01' });
      return createMany(...args);
    };
    const outcome = await passOf(service).pass.run(rowsOf(['Un', 'Deux']));
    expect(outcome.counts).toEqual({ rows: 2, created: 2, updated: 0, unchanged: 0, refused: 0 });
    expect(calls).toBe(2);
  });
});

function passOf(service: RecordService) {
  const refusedLines: number[] = [];
  const pass = new ImportPass({
    imp: { id: 'i1', siteId: 's1', type: 'Tag', mode: 'create', key: '_id' },
    columns: [],
    targets: [{ path: 'text', label: 'Texte', prop: { type: 'string' } } as ImportTarget],
    ctx: {} as CallContext,
    dryRun: false,
    stopAtFirstRefusal: false,
    records: service,
    pool,
    refusedFile: () => ({ add: async (line: number) => void refusedLines.push(line) }) as unknown as RefusedFile,
    step: async () => undefined,
    signal: new AbortController().signal,
  });
  return { pass, refusedLines };
}
