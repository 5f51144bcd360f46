import { describe, expect, it, vi } from 'vitest';
import { preloadScreenOf, SchemaCollectionPage, SchemaRecordPage } from './screenCode';

describe('the screen code asked for by the address the console opens at', () => {
  it("asks for a record's screen at a record's address, a list's elsewhere below a site, none at a site's root", () => {
    const list = vi.spyOn(SchemaCollectionPage, 'preload').mockResolvedValue(undefined);
    const record = vi.spyOn(SchemaRecordPage, 'preload').mockResolvedValue(undefined);
    const asked = (pathname: string) => {
      list.mockClear();
      record.mockClear();
      preloadScreenOf(pathname);
      return list.mock.calls.length ? 'list' : record.mock.calls.length ? 'record' : 'none';
    };
    expect(asked('/demo-prod/contents/text-contents/collection')).toBe('list');
    expect(asked('/demo-prod/contents/text-contents/tc-1/edit')).toBe('record');
    expect(asked('/demo-prod/contents/text-contents/new')).toBe('record');
    expect(asked('/demo-prod/contents/text-contents/tc-1/archive')).toBe('record');
    expect(asked('/demo-prod/')).toBe('none');
    expect(asked('/')).toBe('none');
  });
});
