// The columns of one export: picked paths checked against the fields the user may export (model/exportColumns.ts).
import { exportFieldsOf, exportLeaves, referencePrefix, type ExportField, type ExportFieldOptions } from '../../../model/exportColumns.js';
import { EXPORT_FORMATTINGS, isExportFormatting } from '../../../model/exportFormat.js';
import type { DataSchema } from '../../../model/metaSchema.js';

export interface Column {
  header: string;
  path: string[];
  field: ExportField;
  /** The reference along the path whose record must be loaded. */
  ref?: string[];
}

/** A line of an Export's issue report (catalogue/schemas/Export.json `result.issues`). */
export interface Issue {
  code: string;
  message: string;
  resource?: { _id: string; _cls: string };
}

export interface ColumnPlan {
  columns: Column[];
  warnings: Issue[];
  /** Paths that are no field this user may export. */
  refused: string[];
}

/** `headers`: 'paths' for presets (their documented headers), 'labels' for a custom export (« Adresse - Ville »). */
export function planColumns(schema: DataSchema, paths: readonly string[], opts: ExportFieldOptions, headers: 'paths' | 'labels'): ColumnPlan {
  const leaves = exportLeaves(exportFieldsOf(schema, opts));
  const columns: Column[] = [];
  const warnings: Issue[] = [];
  const refused: string[] = [];
  for (const dotted of paths) {
    const field = leaves.get(dotted);
    if (!field) {
      refused.push(dotted);
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
