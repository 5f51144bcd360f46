import { describe, expect, it } from 'vitest';
import { moduleName } from './bundleModules.js';

describe('the build modules named for the bench', () => {
  it('names a package by its name, scoped or not, and an own file by its path in the repository', () => {
    expect(moduleName('/repo/node_modules/@mui/material/esm/Button/Button.js', '/repo')).toBe('@mui/material');
    expect(moduleName('/repo/node_modules/.pnpm/x/node_modules/lodash/get.js', '/repo')).toBe('lodash');
    expect(moduleName('/repo/node_modules/react-dom/cjs/react-dom.production.js?commonjs-exports', '/repo')).toBe('react-dom');
    expect(moduleName('/repo/src/App.tsx?used', '/repo')).toBe('src/App.tsx');
  });
});
