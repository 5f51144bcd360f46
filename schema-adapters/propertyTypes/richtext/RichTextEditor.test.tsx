// @vitest-environment jsdom
// Spec 000 §3 (value {editorStateJson, html}), §5 (empty values, link field, image block, disallowed tags, max, counters).
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Editor } from '@tiptap/core';
import { Form } from 'react-admin';
import { useWatch } from 'react-hook-form';
import type { PropertyDefinition } from '../../../model/metaSchema';
import { renderInAdmin } from '../../testing/renderInAdmin';
import { FakeRequest } from '../media/testing/fakeRequest';
import { PropertyInput } from '../PropertyInput';

// Rendered inside react-admin and MUI: slow on a loaded machine.

const StoredValue = () => <output data-testid="stored">{JSON.stringify(useWatch({ name: 'body' }) ?? null)}</output>;
const stored = () => JSON.parse(screen.getByTestId('stored').textContent ?? 'null');

function renderRichText(value: unknown, prop: Partial<PropertyDefinition> = {}) {
  renderInAdmin(
    <Form record={{ id: 'r1', body: value }}>
      <PropertyInput prop={{ key: 'body', label: 'Corps', type: 'richtext', ...prop } as PropertyDefinition} />
      <StoredValue />
      <button type="submit">Valider</button>
    </Form>,
    { dataProvider: {} },
  );
}

/** The tiptap editor behind the editable area (tiptap hangs it on its element). */
async function editorOf(): Promise<Editor> {
  const area = await screen.findByRole('textbox', {}, { timeout: 5000 });
  await waitFor(() => expect((area as unknown as { editor?: Editor }).editor).toBeTruthy());
  return (area as unknown as { editor: Editor }).editor;
}

// jsdom lays nothing out: ProseMirror's scroll-into-view asks ranges for rectangles.
const noRects = () => Object.assign([], { item: () => null }) as unknown as DOMRectList;
Range.prototype.getClientRects ??= noRects;
Range.prototype.getBoundingClientRect ??= () => new DOMRect();

beforeEach(() => {
  FakeRequest.created = [];
  vi.stubGlobal('XMLHttpRequest', FakeRequest);
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(null, { status: 404 })),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('rich text input', () => {
  it('opens the stored html and stores {html, editorStateJson} on change', async () => {
    renderRichText({ html: '<p>Bonjour</p>', editorStateJson: null });
    const editor = await editorOf();
    expect(editor.getHTML()).toBe('<p>Bonjour</p>');
    expect(stored()).toEqual({ html: '<p>Bonjour</p>', editorStateJson: null });
    act(() => {
      editor.chain().focus('end').insertContent(' le monde').run();
    });
    await waitFor(() => expect(stored().html).toBe('<p>Bonjour le monde</p>'));
    expect(stored().editorStateJson).toEqual({
      type: 'doc',
      content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Bonjour le monde' }] }],
    });
    act(() => {
      editor.commands.clearContent(true);
    });
    await waitFor(() => expect(stored()).toBeNull());
  });

  it("opens '<p>null</p>' as an empty text", async () => {
    renderRichText({ html: '<p>null</p>' });
    const editor = await editorOf();
    expect(editor.isEmpty).toBe(true);
    expect(editor.getText()).toBe('');
  });

  it('offers paragraph and the headings minus disallowedTags, and sets a heading', async () => {
    renderRichText({ html: '<p>Titre</p>' }, { disallowedTags: ['h1', 'h2'] });
    const editor = await editorOf();
    act(() => {
      editor.commands.setTextSelection(2);
    });
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Niveau du bloc' }));
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['Paragraphe', 'Titre 3', 'Titre 4', 'Titre 5', 'Titre 6']);
    fireEvent.click(screen.getByRole('option', { name: 'Titre 3' }));
    await waitFor(() => expect(stored().html).toBe('<h3>Titre</h3>'));
  });

  it("links the selection through the field 'Entrer un lien': Enter confirms, Escape cancels", async () => {
    renderRichText({ html: '<p>Voir le site</p>' });
    const editor = await editorOf();
    act(() => {
      editor.commands.setTextSelection({ from: 6, to: 13 });
    });
    fireEvent.click(screen.getByRole('button', { name: 'Lien' }));
    const field = await screen.findByPlaceholderText('Entrer un lien');
    fireEvent.change(field, { target: { value: 'exemple.fr' } });
    fireEvent.keyDown(field, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByPlaceholderText('Entrer un lien')).toBeNull());
    expect(stored().html).toBe('<p>Voir le site</p>');

    act(() => {
      editor.commands.setTextSelection({ from: 6, to: 13 });
    });
    fireEvent.click(screen.getByRole('button', { name: 'Lien' }));
    const again = await screen.findByPlaceholderText('Entrer un lien');
    fireEvent.change(again, { target: { value: 'exemple.fr' } });
    fireEvent.keyDown(again, { key: 'Enter' });
    await waitFor(() => expect(stored().html).toBe('<p>Voir <a rel="noopener noreferrer" href="https://exemple.fr">le site</a></p>'));
  });

  it('inserts one uploaded image with caption, rights holder, display and alignment', async () => {
    renderRichText({ html: '<p>Texte</p>' });
    const editor = await editorOf();
    act(() => {
      editor.commands.focus('end');
    });
    fireEvent.click(screen.getByRole('button', { name: 'Insérer une image' }));
    const dialog = await screen.findByRole('dialog', { name: 'Insérer une image' });
    const insert = within(dialog).getByRole('button', { name: 'Insérer' });
    expect(insert).toHaveProperty('disabled', true);
    expect(within(dialog).getByText('Largeur d’affichage : 50 %')).toBeTruthy();
    expect(within(dialog).getByRole('slider')).toHaveProperty('value', '50');
    fireEvent.change(within(dialog).getByLabelText('Image à insérer'), {
      target: { files: [new File([new Uint8Array(10)], 'port.jpg', { type: 'image/jpeg' })] },
    });
    act(() =>
      FakeRequest.created[0].respond(201, {
        path: '/2026/11/ab-port.jpg',
        url: '/api/demo/files/2026/11/ab-port.jpg',
        name: 'port.jpg',
        size: 10,
        humanSize: '10 o',
        mime: 'image/jpeg',
      }),
    );
    await within(dialog).findByText('Fichier enregistré :', { exact: false });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Légende' }), { target: { value: 'Le port' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Ayant droit' }), { target: { value: 'AFP' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '75 %' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'À droite' }));
    fireEvent.click(insert);
    await waitFor(() =>
      expect(stored().html).toBe(
        '<p>Texte</p><figure data-display="75" data-align="right" class="rt-image rt-image-right"><img src="/2026/11/ab-port.jpg" alt="Le port" data-display="75" data-align="right" data-caption="Le port" data-rights-holder="AFP"><figcaption>Le port — © AFP</figcaption></figure>',
      ),
    );
  });

  it('counts characters and words against the expected counts, with the quality tag', async () => {
    renderRichText(
      { html: '<p>Un deux trois quatre cinq</p>' },
      { charactersCounter: true, expectedCharactersCount: 30, wordsCounter: true, expectedWordsCount: 10 },
    );
    const characters = await screen.findByTestId('characters-counter');
    expect(characters.textContent).toBe('25 caractères (30 attendus)excellent');
    const words = screen.getByTestId('words-counter');
    expect(words.textContent).toBe('5 mots (10 attendus)insuffisant');
  });

  it('gives no quality tag to a blank text, before anything is typed', async () => {
    renderRichText(undefined, { charactersCounter: true, expectedCharactersCount: 30, wordsCounter: true, expectedWordsCount: 10 });
    await editorOf();
    expect((await screen.findByTestId('characters-counter')).textContent).toBe('0 caractère (30 attendus)');
    expect(screen.getByTestId('words-counter').textContent).toBe('0 mot (10 attendus)');
  });

  it('refuses more than max characters with the shared validator message', async () => {
    renderRichText({ html: '<p>Bien trop long</p>' }, { max: 5 });
    await editorOf();
    expect((await screen.findByTestId('characters-counter')).textContent).toBe('14 / 5 caractères');
    fireEvent.click(screen.getByRole('button', { name: 'Valider' }));
    expect(await screen.findByText('Au plus 5 caractères')).toBeTruthy();
  });
});

describe('html source', () => {
  it('edits the html as typed; the editor shows it once back', async () => {
    renderRichText({ html: '<p>Texte</p>' });
    const editor = await editorOf();
    fireEvent.click(screen.getByRole('button', { name: 'Code source HTML' }));
    const source = screen.getByRole('textbox', { name: 'Code source HTML (Corps)' }) as HTMLTextAreaElement;
    expect(source.value).toBe('<p>Texte</p>');
    expect(screen.getByRole('button', { name: 'Gras' })).toHaveProperty('disabled', true);
    fireEvent.change(source, { target: { value: '<h2>Titre</h2><p>Texte<script>alert(1)</script></p>' } });
    // Stored as typed: sanitising is the server's job (server/services/richText.ts).
    await waitFor(() => expect(stored()).toEqual({ html: '<h2>Titre</h2><p>Texte<script>alert(1)</script></p>', editorStateJson: null }));
    fireEvent.click(screen.getByRole('button', { name: 'Code source HTML' }));
    expect(editor.getHTML()).toBe('<h2>Titre</h2><p>Texte</p>');
  });
});
