// @vitest-environment jsdom
// Spec 000 §4 "Image upload": idle, uploading with progress, done with the stored path; the size tag; §6 manual path for developers.
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Form } from 'react-admin';
import { useWatch } from 'react-hook-form';
import type { PropertyDefinition } from '../../../model/metaSchema';
import { renderInAdmin } from '../../testing/renderInAdmin';
import { PropertyCell } from '../PropertyCell';
import { PropertyInput } from '../PropertyInput';
import { FakeRequest } from './testing/fakeRequest';

// Rendered inside react-admin and MUI: slow on a loaded machine.

const dataProvider = { getList: () => Promise.resolve({ data: [], total: 0 }) };
const StoredValue = () => <output data-testid="stored">{JSON.stringify(useWatch({ name: 'field' }) ?? null)}</output>;
const stored = () => JSON.parse(screen.getByTestId('stored').textContent ?? 'null');

function renderMedia(type: 'file' | 'image', value?: unknown, isDeveloper = false) {
  const prop = { key: 'field', label: 'Visuel', type } as PropertyDefinition;
  return renderInAdmin(
    <Form record={{ id: 'r1', field: value }}>
      <PropertyInput prop={prop} />
      <StoredValue />
    </Form>,
    { dataProvider, user: { _id: 'u1', login: 'admin', isDeveloper } },
  );
}

const headSizes: Record<string, number> = {};

beforeEach(() => {
  FakeRequest.created = [];
  vi.stubGlobal('XMLHttpRequest', FakeRequest);
  vi.stubGlobal('devicePixelRatio', 2);
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async (url: string) => new Response(null, { status: url in headSizes ? 200 : 404, headers: { 'content-length': String(headSizes[url] ?? 0) } }),
    ),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const png = () => new File([new Uint8Array(68)], 'photo.png', { type: 'image/png' });

describe('image input', () => {
  it('uploads with a progress bar, then shows the stored path, the size tag and the thumbnail', async () => {
    renderMedia('image');
    expect(await screen.findByText('Aucune image')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Image à téléverser (Visuel)'), { target: { files: [png()] } });
    const request = FakeRequest.created[0];
    expect(request.headers['X-Console-Upload']).toBe('1');
    expect(request.url).toBe('/api/demo/files');
    act(() => request.progress(30, 100));
    expect(await screen.findByText('Envoi de photo.png : 30 %')).toBeTruthy();
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('30');
    act(() =>
      request.respond(201, {
        path: '/2026/11/ab12cd-photo.png',
        url: '/api/demo/files/2026/11/ab12cd-photo.png',
        name: 'photo.png',
        size: 68,
        humanSize: '68 o',
        mime: 'image/png',
      }),
    );
    expect(await screen.findByText('/2026/11/ab12cd-photo.png', { selector: '[role=status] span' })).toBeTruthy();
    expect(stored()).toBe('/2026/11/ab12cd-photo.png');
    const tag = await screen.findByTestId('size-tag');
    expect(tag.textContent).toBe('68 o');
    expect(tag.getAttribute('data-severity')).toBe('success');
    // w/h × devicePixelRatio (2).
    expect((await screen.findByRole('img', { name: 'ab12cd-photo.png' })).getAttribute('src')).toBe(
      '/api/demo/images/2026/11/ab12cd-photo.png?w=320&h=240',
    );
  });

  it("shows the server's refusal, and refuses a non-image before sending", async () => {
    renderMedia('image');
    fireEvent.change(await screen.findByLabelText('Image à téléverser (Visuel)'), {
      target: { files: [new File(['x'], 'notes.pdf', { type: 'application/pdf' })] },
    });
    expect(await screen.findByText(/Seules les images sont acceptées/)).toBeTruthy();
    expect(FakeRequest.created).toHaveLength(0);
    fireEvent.change(screen.getByLabelText('Image à téléverser (Visuel)'), { target: { files: [png()] } });
    act(() => FakeRequest.created[0].respond(413, { error: 'TOO_LARGE', message: 'Fichier trop volumineux (au plus 50.0 Mo)' }));
    expect(await screen.findByText('Fichier trop volumineux (au plus 50.0 Mo)')).toBeTruthy();
    expect(stored()).toBeNull();
  });

  it('reads the size of a stored image, colours it, and removes the image', async () => {
    headSizes['/api/demo/files/2026/big.jpg'] = 64000;
    renderMedia('image', '/2026/big.jpg');
    const tag = await screen.findByTestId('size-tag');
    expect(tag.textContent).toBe('62,5 Ko');
    expect(tag.getAttribute('data-severity')).toBe('error');
    fireEvent.click(screen.getByRole('button', { name: 'Retirer' }));
    await waitFor(() => expect(stored()).toBeNull());
    expect(screen.getByText('Aucune image')).toBeTruthy();
  });

  it('keeps the other keys of an image block value when the image changes', async () => {
    renderMedia('image', { src: '/old.jpg', caption: 'Légende' }, true);
    fireEvent.change(await screen.findByLabelText('Chemin (saisie manuelle)'), { target: { value: '/new.jpg' } });
    await waitFor(() => expect(stored()).toEqual({ src: '/new.jpg', caption: 'Légende' }));
  });

  it('lets only developers type a path by hand (spec 000 §6)', async () => {
    renderMedia('image', '/a.jpg', false);
    await screen.findByText('/a.jpg');
    expect(screen.queryByLabelText('Chemin (saisie manuelle)')).toBeNull();
    cleanup();
    renderMedia('image', '/a.jpg', true);
    const input = await screen.findByLabelText('Chemin (saisie manuelle)');
    fireEvent.change(input, { target: { value: 'https://cdn.exemple.fr/b.png' } });
    await waitFor(() => expect(stored()).toBe('https://cdn.exemple.fr/b.png'));
    // An external image is shown as is.
    expect(screen.getByRole('img', { name: 'b.png' }).getAttribute('src')).toBe('https://cdn.exemple.fr/b.png');
  });
});

describe('file input', () => {
  it('accepts any file and shows its name', async () => {
    renderMedia('file', '/2026/contrat.pdf');
    expect(await screen.findByText('contrat.pdf')).toBeTruthy();
    expect(screen.getByLabelText('Fichier à téléverser (Visuel)').getAttribute('accept')).toBeNull();
    expect(screen.getByRole('link', { name: 'Ouvrir' }).getAttribute('href')).toBe('/api/demo/files/2026/contrat.pdf');
  });
});

describe('cells', () => {
  it('show a small cropped thumbnail for an image and the name of a file', () => {
    const prop = (type: string) => ({ key: 'field', type }) as PropertyDefinition;
    renderInAdmin(<PropertyCell prop={prop('image')} record={{ id: 'r1', field: '/2026/p.jpg' }} />, { dataProvider });
    expect(screen.getByRole('img').getAttribute('src')).toBe('/api/demo/images/2026/p.jpg?w=80&h=80&c=1');
    cleanup();
    renderInAdmin(<PropertyCell prop={prop('file')} record={{ id: 'r1', field: '/2026/notice.pdf' }} />, { dataProvider });
    expect(screen.getByText('notice.pdf')).toBeTruthy();
  });
});
