// Answers of the environments API (docs/api.md "Environments") as the screens read them.
export interface ServerChoice {
  name: string;
  label: string;
  self: boolean;
}

export interface EnvironmentsInfo {
  env: string;
  servers: ServerChoice[];
  copyTargets: ServerChoice[];
}

export interface SiteChoice {
  _id: string;
  label: string;
}

export interface FieldChange {
  path: string;
  kind: 'added' | 'removed' | 'changed';
  before?: unknown;
  after?: unknown;
}

export interface ReferenceStatus {
  kind: 'record' | 'file';
  _cls?: string;
  _id?: string;
  path?: string;
  label: string;
  missing: boolean;
}

export interface Comparison {
  found: boolean;
  changes: FieldChange[];
  references: ReferenceStatus[];
  link: string;
}

export interface CopyOutcome {
  link: string;
  created: boolean;
  copied: { _cls: string; _id: string; label: string }[];
  files: number;
  warnings: string[];
}
