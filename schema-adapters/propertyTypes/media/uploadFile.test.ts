// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { IMAGES_ONLY_MESSAGE, MAX_UPLOAD_BYTES, TOO_LARGE_MESSAGE, uploadFile, uploadRefusal } from './uploadFile';
import { FakeRequest } from './testing/fakeRequest';

const png = () => new File([new Uint8Array([137, 80, 78, 71])], 'photo.png', { type: 'image/png' });

describe('uploadFile', () => {
  it('posts the file as multipart field "file" with X-Console-Upload, reports progress and answers the stored file', async () => {
    const request = new FakeRequest();
    const progress: number[] = [];
    const pending = uploadFile('demo-prod', png(), { createRequest: () => request.asXhr(), onProgress: (f) => progress.push(f) });
    expect(request.method).toBe('POST');
    expect(request.url).toBe('/api/demo-prod/files');
    expect(request.headers['X-Console-Upload']).toBe('1');
    expect((request.body as FormData).get('file')).toBeInstanceOf(File);
    request.progress(2, 4);
    request.respond(201, {
      path: '/2026/11/ab-photo.png',
      url: '/api/demo-prod/files/2026/11/ab-photo.png',
      name: 'photo.png',
      size: 4,
      humanSize: '4 o',
      mime: 'image/png',
    });
    await expect(pending).resolves.toMatchObject({ path: '/2026/11/ab-photo.png', size: 4 });
    expect(progress).toEqual([0.5, 1]);
  });

  it("rejects with the server's French message", async () => {
    const request = new FakeRequest();
    const pending = uploadFile('s', png(), { createRequest: () => request.asXhr() });
    request.respond(400, { error: 'BAD_FILE_TYPE', message: 'Type de fichier non accepté (.exe)' });
    await expect(pending).rejects.toThrow('Type de fichier non accepté (.exe)');
  });

  it('says a file is too large on 413 without a body, and when the network fails', async () => {
    const big = new FakeRequest();
    const tooLarge = uploadFile('s', png(), { createRequest: () => big.asXhr() });
    big.respondText(413, '<html>Too large</html>');
    await expect(tooLarge).rejects.toThrow(TOO_LARGE_MESSAGE);
    const down = new FakeRequest();
    const failed = uploadFile('s', png(), { createRequest: () => down.asXhr() });
    down.fail();
    await expect(failed).rejects.toThrow(/injoignable/);
  });

  it('aborts with the signal', async () => {
    const request = new FakeRequest();
    const controller = new AbortController();
    const pending = uploadFile('s', png(), { createRequest: () => request.asXhr(), signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toThrow('Téléversement annulé');
    expect(request.aborted).toBe(true);
  });
});

describe('uploadRefusal', () => {
  it('refuses over 50 MB, and anything but an image where only images go (spec 000 §5)', () => {
    expect(uploadRefusal({ name: 'a.png', type: 'image/png', size: MAX_UPLOAD_BYTES + 1 }, false)).toBe(TOO_LARGE_MESSAGE);
    expect(uploadRefusal({ name: 'a.pdf', type: 'application/pdf', size: 10 }, true)).toBe(IMAGES_ONLY_MESSAGE);
    expect(uploadRefusal({ name: 'a.svg', type: 'image/svg+xml', size: 10 }, true)).toBe(IMAGES_ONLY_MESSAGE);
    expect(uploadRefusal({ name: 'a.pdf', type: 'application/pdf', size: 10 }, false)).toBeUndefined();
    expect(uploadRefusal({ name: 'a.JPG', type: '', size: 10 }, true)).toBeUndefined();
  });
});
