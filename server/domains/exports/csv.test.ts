import { describe, expect, it } from 'vitest';
import { csvStream, csvText, neutraliseFormula } from './csv.js';

describe('the formula rule', () => {
  it.each(['=HYPERLINK("https://evil.example")', '+1+1', '-1+1', '@SUM(A1)', '\tcmd', '\r=1', '=1+1@example.org'])('%j is prefixed', (text) => {
    expect(neutraliseFormula(text)).toBe(`'${text}`);
  });

  it.each(['-12,34', '-5', '-0.5', 'texte', '', "'=déjà"])('%j stays as it is', (text) => {
    expect(neutraliseFormula(text)).toBe(text);
  });

  it('applies to every text cell, the header too, and leaves numbers alone', () => {
    expect(
      csvText(
        ['=titre', 'n'],
        [
          ['=1+1', -3],
          [null, 2.5],
        ],
      ),
    ).toBe("\uFEFF'=titre;n\r\n'=1+1;-3\r\n;2.5\r\n");
  });
});

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
