// How a value is written in a CSV cell (spec 000 §2 Exports): for French Excel — dates in French in Europe/Paris,
// decimal commas, Oui / Non, an enumeration's labels — and a property's `exportFormatting` when it names one of EXPORT_FORMATTINGS. The formula
// rule is the CSV writer's (server/domains/exports/csv.ts), for every cell of every CSV.
import type { PropertyDefinition } from '../metaSchema.js';
import { frenchParisDate } from '../parisTime.js';
import { flatKindOf } from '../propertyTypes.js';

/** The values `exportFormatting` may hold (docs/api.md "Exports"); any other is ignored and reported as a warning. */
export const EXPORT_FORMATTINGS = {
  date: 'date seule (JJ/MM/AAAA)',
  datetime: 'date et heure (JJ/MM/AAAA HH:mm, par défaut)',
  cents: 'centimes écrits en euros (1234 → 12,34)',
  decimal2: 'nombre à deux décimales',
  label: "libellé de la valeur d'une énumération (par défaut)",
  upper: 'texte en majuscules',
  lower: 'texte en minuscules',
  raw: 'valeur telle quelle, sans mise en forme (la valeur stockée d’une énumération)',
} as const;

export type ExportFormatting = keyof typeof EXPORT_FORMATTINGS;

export const isExportFormatting = (v: unknown): v is ExportFormatting => typeof v === 'string' && Object.hasOwn(EXPORT_FORMATTINGS, v);

/** Unix seconds (or an ISO text, the system dates) as 'DD/MM/YYYY HH:mm' in Europe/Paris; only the date with `dateOnly`. */
export function formatExportDate(value: number | string, dateOnly = false): string {
  const date = typeof value === 'number' ? new Date(value * 1000) : new Date(value);
  if (Number.isNaN(date.getTime())) return String(value);
  return frenchParisDate(date, !dateOnly);
}

/** A number with a decimal comma (French Excel); `digits` fixes the decimals. */
const decimal = (n: number, digits?: number): string => (digits === undefined ? String(n) : n.toFixed(digits)).replace('.', ',');

type Formatted = Pick<PropertyDefinition, 'type' | 'exportFormatting' | 'values'>;

/** How a file or a preview writes a boolean. */
export const yesNo = (value: boolean): string => (value ? 'Oui' : 'Non');

/** The label the schema gives an enumeration's value ('prepub' → 'Prépub'); a value it does not list stays as stored. */
export const enumLabel = (value: unknown, values: readonly { value?: unknown; label?: string }[]): string =>
  values.find((v) => v.value === value)?.label ?? String(value);

/** The cell text of a value; undefined and null are empty. */
export function formatExportValue(value: unknown, prop?: Formatted): string {
  if (value === undefined || value === null) return '';
  const formatting = isExportFormatting(prop?.exportFormatting) ? prop.exportFormatting : undefined;
  if (formatting === 'raw') return typeof value === 'object' ? JSON.stringify(value) : String(value);
  if (typeof value === 'boolean') return yesNo(value);
  if (typeof value === 'number') {
    if (flatKindOf(prop?.type) === 'date' || formatting === 'date' || formatting === 'datetime')
      return formatExportDate(value, formatting === 'date');
    if (formatting === 'cents') return decimal(value / 100, 2);
    if (formatting === 'decimal2') return decimal(value, 2);
    return decimal(value);
  }
  if (typeof value === 'string') {
    if (flatKindOf(prop?.type) === 'date') return formatExportDate(value, formatting === 'date');
    if (prop?.values) return enumLabel(value, prop.values);
    if (formatting === 'upper') return value.toLocaleUpperCase('fr-FR');
    if (formatting === 'lower') return value.toLocaleLowerCase('fr-FR');
    return value;
  }
  return JSON.stringify(value);
}
