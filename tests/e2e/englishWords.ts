// English a user might meet in a French console: the texts of common UI libraries left untranslated, and what a
// missing value prints. Matched as whole words, case included ('Page' and 'Options' are French too, so not listed).
import type { Page } from 'playwright-core';

export const ENGLISH_WORDS = [
  'Open',
  'Close',
  'Clear',
  'bad',
  'Loading',
  'No options',
  'Rows per page',
  'of',
  'Save',
  'Delete',
  'Cancel',
  'Search',
  'Invalid',
  'Expected',
  'Error',
  'undefined',
  'null',
  'NaN',
  'Invalid Date',
  '[object Object]',
  'Submit',
  'Edit',
  'Remove',
  'Required',
  'Unknown',
  'Refresh',
  'Next',
  'Previous',
  'Go to',
  'Show',
  'Hide',
  'Undo',
  'Redo',
  'Select',
  'Choose',
  'Upload',
  'Download',
  'Back',
  'Create',
  'Add',
  'Yes',
  'No',
  'Failed',
  'Unexpected',
  'Not found',
  'Something went wrong',
  'Header',
  'Email',
];

/**
 * French words written without their accents (or in English spelling): wrong in a French console wherever they appear.
 * The walk looks for them on every screen and tests/catalogue/frenchSpelling.test.ts in every string of the code and catalogue.
 */
export const UNACCENTED_FRENCH = [
  // 'resource' in a French sentence ('Aucune resource'); alone, it is a key developers see ('dataSource.resource').
  'Aucune resource',
  'Creation',
  'creation',
  'General',
  'general',
  'Generale',
  'Edition',
  'edition',
  'Parametres',
  'parametres',
  'Parametre',
  'Modele',
  'modele',
  'Modeles',
  'Categorie',
  'categorie',
  'Categories',
  'Telecharger',
  'telecharger',
  'Donnees',
  'donnees',
  'Selectionner',
  'selectionnee',
  'Periode',
  'periode',
  'Evenement',
  'evenement',
  'Element',
  'element',
  'Reglages',
  'Prenom',
  'prenom',
  'Numero',
  'numero',
  'Cree',
  'cree',
  'Supprimee',
  'supprimee',
  'Enregistree',
  'enregistree',
];

const escape = (word: string) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** Whole words only: a letter, digit or '_' on either side means the word is part of another ('Options', 'offert'). */
export const wordsPattern = (words: readonly string[]) =>
  new RegExp(`(?<![\\p{L}\\p{N}_])(?:${words.map(escape).join('|')})(?![\\p{L}\\p{N}_])`, 'u');
const PATTERN = wordsPattern([...ENGLISH_WORDS, ...UNACCENTED_FRENCH]);

/** Names that are no English sentence (a font's example in a placeholder). */
const PROPER_NAMES = /Open Sans/g;
/** Addresses are values, not wording: a public link's slug is unaccented by design ('numero-45-decembre'). */
const ADDRESSES = /(?:https?:\/\/|mailto:)\S+|(?<!\S)\/\S+/g;

/** The English words of a text, each once. */
export function englishIn(text: string): string[] {
  const found = new Set<string>();
  const global = new RegExp(PATTERN.source, 'gu');
  for (const match of text.replace(PROPER_NAMES, '').replace(ADDRESSES, ' ').matchAll(global)) found.add(match[0]);
  return [...found];
}

/**
 * What the user reads on the page, record values left out: visible text outside table cells, editors and code, and the
 * accessible names, titles and placeholders of every element.
 */
export const textsOfPage = (page: Page): Promise<string[]> =>
  page.evaluate(() => {
    // Record values: list cells, editors, code, stored paths, a select's chosen value, chips inside an input.
    const DATA =
      'tbody td, [contenteditable="true"], pre, code, textarea, [data-testid="stored-path"], .MuiSelect-select, .MuiInputBase-root .MuiChip-root';
    const texts: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      const text = node.textContent?.trim();
      if (!text || !parent || parent.closest(DATA) || parent.closest('script, style')) continue;
      if (!parent.checkVisibility({ visibilityProperty: true, opacityProperty: false })) continue;
      texts.push(text);
    }
    for (const element of document.body.querySelectorAll('[aria-label], [title], [placeholder]')) {
      if (element.closest(DATA)) continue;
      for (const name of ['aria-label', 'title', 'placeholder']) {
        const value = element.getAttribute(name);
        if (value) texts.push(value);
      }
    }
    return texts;
  });

/** The English words of the page, with where each was found. */
export async function englishOnPage(page: Page): Promise<string[]> {
  const texts = await textsOfPage(page);
  return texts.flatMap((text) => englishIn(text).map((word) => `${word} in "${text.slice(0, 80)}"`));
}
