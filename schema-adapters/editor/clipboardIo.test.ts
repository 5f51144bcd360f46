// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readClipboard, writeClipboard } from './clipboardIo';

const setClipboard = (clipboard: unknown) => Object.defineProperty(navigator, 'clipboard', { value: clipboard, configurable: true });

afterEach(() => {
  vi.restoreAllMocks();
  setClipboard(undefined);
});

describe('writeClipboard', () => {
  it('uses the async clipboard when it can', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    setClipboard({ writeText });
    await writeClipboard('{"_cls":"Tag"}');
    expect(writeText).toHaveBeenCalledWith('{"_cls":"Tag"}');
  });

  it('falls back to a hidden textarea and the copy command, then removes it', async () => {
    setClipboard({ writeText: () => Promise.reject(new Error('NotAllowedError')) });
    let copied = '';
    document.execCommand = vi.fn(() => {
      copied = (document.activeElement as HTMLTextAreaElement).value;
      return true;
    });
    await writeClipboard('texte');
    expect(copied).toBe('texte');
    expect(document.querySelector('textarea')).toBeNull();
  });

  it('fails when neither way works', async () => {
    setClipboard(undefined);
    document.execCommand = vi.fn(() => false);
    await expect(writeClipboard('texte')).rejects.toThrow();
  });
});

describe('readClipboard', () => {
  it("gives the clipboard's text, or nothing when reading is refused", async () => {
    setClipboard({ readText: () => Promise.resolve('abc') });
    expect(await readClipboard()).toBe('abc');
    setClipboard({ readText: () => Promise.reject(new Error('NotAllowedError')) });
    expect(await readClipboard()).toBeUndefined();
    setClipboard(undefined);
    expect(await readClipboard()).toBeUndefined();
  });
});
