import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileTypeFromBuffer } from 'file-type';
import { afterAll, describe, expect, it } from 'vitest';
import { LocalObjectStore } from '../../storage/files/index.js';
import { FileStore } from '../../storage/fileStore.js';
import { documentPathsOf, writeDemoDocuments } from './documents.js';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'demo-documents-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

describe('demo documents', () => {
  it('finds the PDF files the demo records name', () => {
    expect(documentPathsOf([{ file: '/files/demo/rapport.pdf', image: '/i.jpg' }, { pdf: '/files/demo/magazine-42.pdf' }])).toEqual([
      '/files/demo/magazine-42.pdf',
      '/files/demo/rapport.pdf',
    ]);
  });

  it('writes each as a PDF with a cross-reference table that points at its objects, once', async () => {
    const store = new FileStore(new LocalObjectStore(dataDir), path.join(dataDir, 'scratch'));
    await writeDemoDocuments(store, 'demo', ['/files/demo/rapport-annuel.pdf']);
    const file = path.join(dataDir, 'files', 'demo', 'files/demo/rapport-annuel.pdf');
    const pdf = fs.readFileSync(file);
    expect((await fileTypeFromBuffer(pdf))?.mime).toBe('application/pdf');
    const text = pdf.toString('latin1');
    expect(text).toContain('(rapport annuel) Tj');
    const xref = Number(/startxref\n(\d+)/.exec(text)![1]);
    expect(text.slice(xref, xref + 4)).toBe('xref');
    const firstObject = Number(/xref\n0 6\n0000000000 65535 f \n(\d{10})/.exec(text)![1]);
    expect(text.slice(firstObject, firstObject + 7)).toBe('1 0 obj');
    const written = fs.statSync(file).mtimeMs;
    await writeDemoDocuments(store, 'demo', ['/files/demo/rapport-annuel.pdf']);
    expect(fs.statSync(file).mtimeMs).toBe(written);
  });
});
