// The columns of one export: picked paths checked against the fields the user may export (model/exports/exportColumns.ts).
import { exportFieldsOf, exportLeaves, referencePrefix, type ExportField, type ExportFieldOptions } from '../../../model/exports/index.js';
import { EXPORT_FORMATTINGS, isExportFormatting } from '../../../model/exports/index.js';
import type { ExportIssue } from '../../../model/exports/index.js';
import type { DataSchema } from '../../../model/metaSchema.js';

export interface Column {
  header: string;
  path: string[];
  field: ExportField;
  /** The reference along the path whose record must be loaded. */
  ref?: string[];
  /** A preset's column this user may not read: kept in the documented header, its cells empty. */
  blank?: boolean;
}

export interface ColumnPlan {
  columns: Column[];
  warnings: ExportIssue[];
  /** Paths that are no field this user may export. */
  refused: string[];
}

/**
 * `headers`: 'paths' for presets (their documented headers, spec 000 §3: a column this user may not read stays, blank),
 * 'labels' for a custom export (« Adresse - Ville »).
 */
export function planColumns(schema: DataSchema, paths: readonly string[], opts: ExportFieldOptions, headers: 'paths' | 'labels'): ColumnPlan {
  const leaves = exportLeaves(exportFieldsOf(schema, opts));
  const columns: Column[] = [];
  const warnings: ExportIssue[] = [];
  const refused: string[] = [];
  for (const dotted of paths) {
    const field = leaves.get(dotted);
    if (!field) {
      refused.push(dotted);
      if (headers === 'paths') columns.push({ header: dotted, path: dotted.split('.'), field: { path: dotted, labels: [dotted] }, blank: true });
      continue;
    }
    const path = dotted.split('.');
    columns.push({ header: headers === 'paths' ? dotted : field.labels.join(' - '), path, field, ref: referencePrefix(schema, path) });
    const formatting = field.prop?.exportFormatting;
    if (formatting && !isExportFormatting(formatting)) {
      warnings.push({
        code: 'UNKNOWN_FORMATTING',
        message: `${dotted} : mise en forme « ${formatting} » inconnue, ignorée (valeurs possibles : ${Object.keys(EXPORT_FORMATTINGS).join(', ')})`,
      });
    }
  }
  return { columns, warnings, refused };
}
