import { describe, expect, it } from 'vitest';
import { csvStream } from './csv.js';

describe('csvStream', () => {
  it('writes a BOM, `;` between cells, CRLF lines, and quotes what needs it', async () => {
    const chunks: Buffer[] = [];
    for await (const chunk of csvStream(
      ['a', 'b'],
      [
        ['1', 'x;y'],
        ['2', 'dit "oui"\nfin'],
      ],
    ))
      chunks.push(Buffer.from(chunk));
    expect(Buffer.concat(chunks).toString('utf8')).toBe('\uFEFFa;b\r\n1;"x;y"\r\n2;"dit ""oui""\nfin"\r\n');
  });

  it('stops reading its rows when the reader leaves (a download the client aborted)', async () => {
    let closed = false;
    async function* endless() {
      try {
        for (let i = 0; ; i++) yield [String(i), 'x'.repeat(1000)];
      } finally {
        closed = true;
      }
    }
    const stream = csvStream(['n', 'texte'], endless());
    await new Promise((resolve) => stream.once('data', resolve));
    stream.destroy();
    await expect.poll(() => closed).toBe(true);
  });
});
