// Default choices of the copy-to-environment modal (spec 001 §4, §6).
import type { ReferenceStatus, ServerChoice, SiteChoice } from '../../../model/environments';

/** Another environment when there is one (dev → staging), else this server. */
export const defaultTarget = (targets: readonly ServerChoice[]): string | undefined => (targets.find((t) => !t.self) ?? targets[0])?.name;

/** The same site on the target when it has it, else its first; never the record's own place. */
export function defaultSite(sites: readonly SiteChoice[], siteId: string, sameServer: boolean): string | undefined {
  const candidates = sameServer ? sites.filter((s) => s._id !== siteId) : sites;
  return (candidates.find((s) => s._id === siteId) ?? candidates[0])?._id;
}

export const refKey = (ref: Pick<ReferenceStatus, '_cls' | '_id'>) => `${ref._cls}/${ref._id}`;

/** The referenced records the target lacks: offered for copy, all chosen at first. */
export const missingRecords = (refs: readonly ReferenceStatus[]) => refs.filter((r) => r.kind === 'record' && r.missing);
