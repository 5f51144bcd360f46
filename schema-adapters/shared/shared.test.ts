import { describe, expect, it } from 'vitest';
import { consolePathOf } from './AddressLink';
import { formatDateTime } from './formatDateTime';
import { recordPathsOf } from './recordPaths';
import { shortText } from './shortText';

describe('formatDateTime', () => {
  const date = new Date(2024, 0, 5, 9, 7);

  it('shows DD/MM/YYYY HH:mm from unix seconds, ISO text or a Date', () => {
    expect(formatDateTime(date.getTime() / 1000)).toBe('05/01/2024 09:07');
    expect(formatDateTime(date.toISOString())).toBe('05/01/2024 09:07');
    expect(formatDateTime(date)).toBe('05/01/2024 09:07');
  });

  it('gives nothing for a missing or unreadable date', () => {
    expect(formatDateTime(undefined)).toBeUndefined();
    expect(formatDateTime('')).toBeUndefined();
    expect(formatDateTime('hier')).toBeUndefined();
    expect(formatDateTime({})).toBeUndefined();
  });
});

describe('shortText', () => {
  it('names objects by their label, name, title or id', () => {
    expect(shortText({ _id: 'a1', _cls: 'Author', _isRef: true, label: 'Victor Hugo' })).toBe('Victor Hugo');
    expect(shortText({ _id: 'a1' })).toBe('a1');
    expect(shortText({ x: 1 })).toBe('{"x":1}');
  });

  it('cuts long text and never throws', () => {
    expect(shortText('a'.repeat(100), 10)).toBe(`${'a'.repeat(9)}…`);
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    expect(shortText(cyclic)).toBe('');
    expect(shortText(Symbol('s'))).toBe('');
  });
});

describe('recordPathsOf', () => {
  const schema = { _id: 'TextContent', section: 'contents' as const };

  it('builds the collection routes of spec 000 §2 below the site', () => {
    const paths = recordPathsOf('/demo', schema);
    expect(paths.collection).toBe('/demo/contents/text-contents/collection');
    expect(paths.create).toBe('/demo/contents/text-contents/new');
    expect(paths.open('a b')).toBe('/demo/contents/text-contents/a%20b/edit');
    expect(paths.schemaEdit).toBe('/demo/super-admin/schemas/TextContent/edit');
  });

  it('opens the read-only view when records are not editable in admin', () => {
    expect(recordPathsOf('/demo', { ...schema, recordsAreEditableInAdmin: false }).open('x1')).toBe('/demo/contents/text-contents/x1');
  });
});

describe('consolePathOf', () => {
  it('keeps addresses of this console for the router, and leaves the others to the browser', () => {
    const origin = 'http://localhost:3000';
    expect(consolePathOf('/demo-prod/exports/e1', origin)).toBe('/demo-prod/exports/e1');
    expect(consolePathOf('http://localhost:3000/demo-dev/contents/text-contents/t1?x=1', origin)).toBe('/demo-dev/contents/text-contents/t1?x=1');
    expect(consolePathOf('https://staging.example.com/demo-prod/contents/text-contents/t1', origin)).toBeUndefined();
    expect(consolePathOf('//evil.example.com/x', origin)).toBeUndefined();
    expect(consolePathOf('pas une adresse', origin)).toBeUndefined();
  });
});
