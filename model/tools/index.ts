// Results of the super-admin tools (docs/api.md "Tools") that the server builds and the tools page reads.

export type CheckDbIssueKind = 'invalid' | 'unsafe' | 'dangling' | 'orphanFile' | 'missingFile' | 'duplicateId';

/** One fault the database check found. */
export interface CheckDbIssue {
  kind: CheckDbIssueKind;
  cls?: string;
  id?: string;
  path?: string;
  message: string;
  /** Console path of the record concerned. */
  link?: string;
}
