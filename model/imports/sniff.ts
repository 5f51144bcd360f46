// What kind of file an import was given, from its first bytes (issue 31 §1): a JSON array, JSON lines (NDJSON,
// mongoexport's default), or a CSV whose separator is the one its first line uses most (`;` as the console exports,
// or `,`). A binary file is refused here, naming the line of its first byte that is no text.
import type { ImportFormat } from './api.js';

export type Sniffed = { format: ImportFormat; delimiter: ';' | ',' } | { error: string };

const BOM = '\ufeff';

/** The line (1-based) of a character offset in a text. */
const lineAt = (text: string, offset: number) => text.slice(0, offset).split('\n').length;

/** `sample`: the file's first bytes (a few tens of kilobytes); `fileName` only breaks a tie for an empty file. */
export function sniffFile(sample: Uint8Array, fileName: string): Sniffed {
  if (!sample.length) return { error: 'Le fichier est vide' };
  let text: string;
  try {
    // `stream`: the sample may end in the middle of a character.
    text = new TextDecoder('utf-8', { fatal: true }).decode(sample, { stream: true });
  } catch {
    const bad = new TextDecoder('utf-8').decode(sample).indexOf('\ufffd');
    return {
      error: `Ce fichier n'est pas un texte UTF-8 (CSV ou JSON) : octets illisibles à la ligne ${lineAt(new TextDecoder().decode(sample), bad)}`,
    };
  }
  const nul = text.indexOf('\u0000');
  if (nul >= 0) return { error: `Ce fichier n'est pas un texte (CSV ou JSON) : octet binaire à la ligne ${lineAt(text, nul)}` };
  const body = text.startsWith(BOM) ? text.slice(1) : text;
  const first = body.trimStart()[0];
  if (first === '[') return { format: 'json', delimiter: ';' };
  if (first === '{') return { format: 'ndjson', delimiter: ';' };
  if (first === undefined) return { error: 'Le fichier est vide' };
  if (/\.(json|ndjson|jsonl)$/i.test(fileName)) return { error: 'Ligne 1 : JSON mal formé (un tableau « [ » ou un objet « { » est attendu)' };
  const header = body.split('\n', 1)[0];
  const count = (c: string) => header.split(c).length - 1;
  return { format: 'csv', delimiter: count(',') > count(';') ? ',' : ';' };
}
