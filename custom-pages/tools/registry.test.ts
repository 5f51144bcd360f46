import { describe, expect, it } from 'vitest';
import { TOOL_ENTRIES } from './registry';

describe('tools page registry', () => {
  it("lists every tool of spec 000 §2 in the spec's order, then the restore of spec 001 §7 and the copy into an object store", () => {
    expect(TOOL_ENTRIES.map((t) => t.id)).toEqual([
      'initSite',
      'testData',
      'clearSite',
      'dumpSchema',
      'checkDb',
      'dedupTags',
      'checkAllPayments',
      'rebuildLikes',
      'rebuildPurchaseCount',
      'exportSubscriptions',
      'generateGifts',
      'copyCollection',
      'compareSchemas',
      'restoreWindow',
      'copyFilesToStore',
    ]);
  });
});
