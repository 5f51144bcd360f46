// What the Export record view shows (spec 000 §2 Record screen, §4 Export status), from an Export record.
import type { ExportIssue } from '../../model/exports';
import { formatDateTime } from '../../schema-adapters/shared';

export type ExportStatus = 'success' | 'pending' | 'error';

export interface ExportRecord {
  id: string;
  title?: string;
  format?: string;
  status?: ExportStatus;
  exportTs?: number;
  fileName?: string;
  size?: number;
  admin?: { login?: string };
  params?: { resource?: string; filter?: { createTs?: { min?: number; max?: number } } };
  result?: { issues?: { errors?: ExportIssue[]; warnings?: ExportIssue[] } };
}

export const STATUS_TAGS: Record<ExportStatus, { label: string; color: 'success' | 'warning' | 'error' }> = {
  success: { label: 'Succès', color: 'success' },
  pending: { label: 'En cours/suspendu', color: 'warning' },
  error: { label: 'Erreur', color: 'error' },
};

const FORMATS: Record<string, string> = { csv: 'CSV', xlsx: 'Excel', json: 'JSON' };

export const formatLabel = (format: string | undefined): string => FORMATS[format ?? 'csv'] ?? String(format);

/** « Du … au … », or the whole period when it has no bound. */
export function periodText(record: ExportRecord): string {
  const { min, max } = record.params?.filter?.createTs ?? {};
  if (min === undefined && max === undefined) return 'Toute la période';
  if (min === undefined) return `Jusqu'au ${formatDateTime(max)}`;
  if (max === undefined) return `Depuis le ${formatDateTime(min)}`;
  return `Du ${formatDateTime(min)} au ${formatDateTime(max)}`;
}

export const downloadUrl = (siteId: string, id: string): string => `/api/${encodeURIComponent(siteId)}/exports/${encodeURIComponent(id)}/download`;
