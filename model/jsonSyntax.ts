// Where and why a JSON text does not parse, in French: the browser's JSON.parse says it in English, in words that
// change from one browser to the next (spec 000 §1: the interface is French).
import { parse, printParseErrorCode, type ParseError } from 'jsonc-parser';

const REASONS: Record<ReturnType<typeof printParseErrorCode>, string> = {
  InvalidSymbol: 'caractère inattendu',
  InvalidNumberFormat: 'nombre mal formé',
  PropertyNameExpected: 'nom de propriété entre guillemets doubles attendu',
  ValueExpected: 'valeur attendue',
  ColonExpected: '« : » attendu',
  CommaExpected: 'virgule attendue',
  CloseBraceExpected: 'accolade fermante attendue',
  CloseBracketExpected: 'crochet fermant attendu',
  EndOfFileExpected: 'texte en trop après la fin',
  InvalidCommentToken: 'commentaire non permis',
  UnexpectedEndOfComment: 'commentaire non fermé',
  UnexpectedEndOfString: 'guillemet fermant attendu',
  UnexpectedEndOfNumber: 'nombre incomplet',
  InvalidUnicode: 'séquence Unicode invalide',
  InvalidEscapeCharacter: 'échappement invalide',
  InvalidCharacter: 'caractère de contrôle dans un texte',
  '<unknown ParseErrorCode>': 'syntaxe incorrecte',
};

/** Line and column (from 1) of an offset in a text. */
export function lineAndColumn(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, offset);
  const lineStart = before.lastIndexOf('\n') + 1;
  return { line: before.split('\n').length, column: offset - lineStart + 1 };
}

/** The first syntax error of a text JSON.parse refused, e.g. 'virgule attendue (ligne 3, colonne 3)'. */
export function jsonSyntaxError(text: string): string {
  const errors: ParseError[] = [];
  parse(text, errors, { disallowComments: true, allowTrailingComma: false, allowEmptyContent: false });
  const first = errors[0];
  if (!first) return REASONS['<unknown ParseErrorCode>'];
  const { line, column } = lineAndColumn(text, first.offset);
  return `${REASONS[printParseErrorCode(first.error)]} (ligne ${line}, colonne ${column})`;
}
