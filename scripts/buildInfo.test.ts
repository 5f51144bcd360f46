import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readBuildInfo } from './buildInfo';

const NOW = new Date('2026-11-23T15:40:00.000Z');
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'build-info-'));
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

const git = (cwd: string, ...args: string[]) =>
  execFileSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@example.com', ...args], { cwd, encoding: 'utf8' }).trim();

describe('build information of the environment popup', () => {
  it('takes the commit, the nearest tag and the build date in a clone', () => {
    const clone = path.join(tmp, 'clone');
    fs.mkdirSync(clone);
    git(clone, 'init', '-q');
    git(clone, 'commit', '-q', '--allow-empty', '-m', 'first');
    git(clone, 'tag', 'v1.38.3');
    git(clone, 'commit', '-q', '--allow-empty', '-m', 'second');
    const head = git(clone, 'rev-parse', 'HEAD');
    expect(readBuildInfo(clone, {}, NOW)).toEqual({ tag: `v1.38.3-1-g${head.slice(0, 7)}`, commit: head, date: '2026-11-23T15:40:00.000Z' });
  });

  it('leaves tag and commit empty outside a clone, with the build date still', () => {
    const plain = path.join(tmp, 'plain');
    fs.mkdirSync(plain);
    expect(readBuildInfo(plain, {}, NOW)).toEqual({ tag: '', commit: '', date: '2026-11-23T15:40:00.000Z' });
  });

  it('lets the caller set each value', () => {
    expect(readBuildInfo(tmp, { VITE_BUILD_TAG: 'v2', VITE_BUILD_COMMIT: 'abc', VITE_BUILD_DATE: 'hier' }, NOW)).toEqual({
      tag: 'v2',
      commit: 'abc',
      date: 'hier',
    });
  });
});
