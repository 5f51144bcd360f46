// The tests that read the sources (architecture, statements planned against every partition, index builds, lock keys,
// react-admin's data provider): every file under a folder, walked once the same way.
import fs from 'node:fs';
import path from 'node:path';

/** Files under `dir` whose names match `pattern`, as posix paths from the repository's root; test files left out unless `withTests`. */
export function sourceFiles(dir: string, pattern: RegExp, { withTests = false } = {}): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const file = path.posix.join(dir, e.name);
    if (e.isDirectory()) return e.name === 'node_modules' ? [] : sourceFiles(file, pattern, { withTests });
    return pattern.test(e.name) && (withTests || !/\.test\.tsx?$/.test(e.name)) ? [file] : [];
  });
}
