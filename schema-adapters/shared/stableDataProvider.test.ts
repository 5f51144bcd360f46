// react-admin's useDataProvider draws its caller again at each navigation (stableDataProvider.tsx): the sidebar's counts
// drawn four times for every record opened were a third of the opening's main-thread time. Read from the sources, so
// that the next component asking for it directly fails here.
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { sourceFiles } from '../../tests/support/sourceFiles.js';

describe("react-admin's useDataProvider", () => {
  it('is asked for by the shell once, nowhere else', () => {
    const callers = ['src', 'schema-adapters', 'custom-pages']
      .flatMap((dir) => sourceFiles(dir, /\.tsx?$/))
      .filter((file) => /\buseDataProvider\s*[<(]/.test(fs.readFileSync(file, 'utf8')));
    expect(callers).toEqual(['schema-adapters/shared/stableDataProvider.tsx']);
  });
});
