// French texts of the schema screens.
import type { SchemaImpact } from './saveOutcome';

// The schema type's label, as save messages name a record's schema (spec 000 §5).
export const SCHEMA_NOUN = 'Schémas';
export const FORM_HAS_ERRORS = 'Le schéma contient des erreurs : corrigez les champs signalés.';
export const impactWarning = (impact: SchemaImpact) => `Schéma enregistré : ${impact.invalid} enregistrement(s) ne respectent plus ce schéma`;
export const DUMP_TITLE = 'Exporter vers le code source';
export const DUMP_CONFIRMATION = 'Réécrire les fichiers du catalogue (catalogue/schemas) à partir des schémas enregistrés ?';
export const dumpDone = (written: number, dir: string) => `${written} schéma(s) exporté(s) vers ${dir}`;
export const NOT_FOUND = "Ce schéma n'existe pas (ou plus).";
