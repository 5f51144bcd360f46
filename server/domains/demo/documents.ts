// Demo records name PDF documents (reports, magazine issues, contracts); the first start writes each one as a one-page
// PDF bearing its name, so that a download link in the demo never answers 404.
import type { FileStore } from '../../storage/fileStore.js';
import { pathsMatching, writeMissingFiles } from './images.js';

const PDF = /^\/[A-Za-z0-9/_.-]+\.pdf$/;

/** PDF paths found anywhere in some demo records. */
export const documentPathsOf = (records: unknown[]): string[] => pathsMatching(records, PDF);

/** A valid one-page PDF 1.4 showing `title` (Helvetica), with its cross-reference table computed from the offsets. */
export function onePagePdf(title: string): Buffer {
  const text = title.replace(/[\\()]/g, (c) => `\\${c}`);
  const stream = `BT /F1 24 Tf 72 720 Td (${text}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets = objects.map((object, i) => {
    const at = body.length;
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
    return at;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

export const writeDemoDocuments = (store: FileStore, siteId: string, paths: string[]): Promise<void> =>
  writeMissingFiles(store, siteId, paths, (p) => onePagePdf(p.slice(p.lastIndexOf('/') + 1, -4).replace(/-/g, ' ')));
