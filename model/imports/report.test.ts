import { describe, expect, it } from 'vitest';
import { RefusalGroups, refusalSentence, reportLines, rowReasons } from './report.js';
import { sniffFile } from './sniff.js';

describe('RefusalGroups', () => {
  it('groups by field and reason, with runs of lines, most frequent first', () => {
    const groups = new RefusalGroups();
    for (let line = 12; line <= 1215; line++) groups.add(line, { field: 'E-mail', reason: "n'est pas une adresse valide" });
    groups.add(1300, { field: 'E-mail', reason: "n'est pas une adresse valide" });
    groups.add(5, { reason: 'Clé « __proto__ » refusée' });
    const [first, second] = groups.list();
    expect(refusalSentence(first)).toBe("1 205 lignes : « E-mail » n'est pas une adresse valide (lignes 12–1 215, 1 300)");
    expect(refusalSentence(second)).toBe('1 ligne : Clé « __proto__ » refusée (ligne 5)');
  });
  it('keeps memory bounded: past 200 reasons, the others share one group; past 20 runs, the sentence says …', () => {
    const groups = new RefusalGroups();
    for (let i = 0; i < 300; i++) groups.add(i * 2, { reason: `raison ${i}` });
    const list = groups.list();
    expect(list).toHaveLength(201);
    expect(list[0]).toMatchObject({ reason: 'autres refus (voir le fichier des lignes refusées)', count: 100 });
    expect(list[0].runs).toHaveLength(20);
    expect(refusalSentence(list[0])).toMatch(/, …\)$/);
  });
  it('writes a row’s reasons for the refused rows’ file', () => {
    expect(rowReasons([{ field: 'Prix', reason: "n'est pas un nombre" }, { reason: 'archivé' }])).toBe("« Prix » n'est pas un nombre ; archivé");
  });
});

describe('sniffFile', () => {
  const bytes = (text: string) => new TextEncoder().encode(text);
  it('tells JSON, JSON lines and CSV with its separator', () => {
    expect(sniffFile(bytes(' [{"a": 1}]'), 'x.json')).toEqual({ format: 'json', delimiter: ';' });
    expect(sniffFile(bytes('{"a": 1}\n{"a": 2}'), 'x.json')).toEqual({ format: 'ndjson', delimiter: ';' });
    expect(sniffFile(bytes('\ufeffTexte;Libellé\r\nUn;1,5'), 'x.csv')).toEqual({ format: 'csv', delimiter: ';' });
    expect(sniffFile(bytes('text,label\nOne,"1;5"'), 'x.csv')).toEqual({ format: 'csv', delimiter: ',' });
  });
  it('refuses a binary or empty file, naming the line', () => {
    expect(sniffFile(new Uint8Array([0x61, 0x0a, 0x62, 0x0a, 0xff, 0xfe]), 'x.csv')).toEqual({
      error: "Ce fichier n'est pas un texte UTF-8 (CSV ou JSON) : octets illisibles à la ligne 3",
    });
    expect(sniffFile(new Uint8Array(), 'x.csv')).toEqual({ error: 'Le fichier est vide' });
    expect(sniffFile(bytes('pas du json'), 'x.ndjson')).toEqual({
      error: 'Ligne 1 : JSON mal formé (un tableau « [ » ou un objet « { » est attendu)',
    });
  });
});

describe('reportLines', () => {
  it('says what a dry run found, the same sentences as the import’s page', () => {
    const groups = new RefusalGroups();
    groups.add(3, { field: 'Texte', reason: 'Ce champ est requis' });
    const counts = { rows: 3, created: 2, updated: 0, unchanged: 0, refused: 1 };
    expect(reportLines({ dryRun: true, counts, refusals: groups.list(), fileError: '', leftOut: ['Inconnue'] })).toEqual([
      "Essai à blanc (rien n'a été écrit) :",
      '3 lignes lues ; enregistrements à créer : 2, à mettre à jour : 0, inchangés : 0 ; lignes refusées : 1',
      'Laissé de côté (aucun champ ne correspond) : Inconnue',
      '  1 ligne : « Texte » Ce champ est requis (ligne 3)',
    ]);
    expect(reportLines({ dryRun: true, counts, refusals: [], fileError: 'Ligne 3 : JSON mal formé', leftOut: [] })).toEqual([
      "Fichier illisible : Ligne 3 : JSON mal formé. Rien n'a été écrit.",
    ]);
  });
});
