// The copy-to-environment modal's controller (spec 001 §4): choose environment and site, compare, then copy.
// Changing a choice forgets the comparison: a copy always follows the comparison of what it copies.
import { useEffect, useState } from 'react';
import { errorMessageOf, useAttempt } from '../../../schema-adapters/shared';
import { useApiCall } from '../../../schema-adapters/shared/useApiCall';
import { defaultSite, defaultTarget, missingRecords, refKey } from './choices';
import { withPeerHint, type Comparison, type CopyOutcome, type ServerChoice } from '../../../model/environments';
import { useServerSites } from './useEnvironments';

export interface CopyArgs {
  siteId: string;
  type: string;
  /** A global type: read and written in the global space (the site only says where the copy opens). */
  global?: boolean;
  recordId: string;
  targets: ServerChoice[];
}

export function useCopyToEnvironment({ siteId, type, global = false, recordId, targets }: CopyArgs) {
  const call = useApiCall();
  const [env, setEnvState] = useState(() => defaultTarget(targets));
  const sites = useServerSites(env);
  const sameServer = !!targets.find((t) => t.name === env)?.self;
  const [site, setSiteState] = useState<string>();
  const [comparison, setComparison] = useState<Comparison>();
  const [chosen, setChosen] = useState<Set<string>>(new Set());
  const [outcome, setOutcome] = useState<CopyOutcome>();
  const { busy, error, setError, attempt: run } = useAttempt();

  const choices = (sites.data ?? []).filter((s) => !sameServer || s._id !== siteId);
  useEffect(() => {
    if (sites.data && !site) setSiteState(defaultSite(sites.data, siteId, sameServer));
  }, [sites.data, site, siteId, sameServer]);

  const reset = () => {
    setComparison(undefined);
    setOutcome(undefined);
    setError(undefined);
  };
  const setEnv = (next: string) => {
    setEnvState(next);
    setSiteState(undefined);
    reset();
  };
  const setSite = (next: string) => {
    setSiteState(next);
    reset();
  };
  const target = { targetEnv: env!, targetSiteId: site!, resourceId: recordId };
  const base = `/api/${global ? 'global' : encodeURIComponent(siteId)}/data/${encodeURIComponent(type)}`;

  const compare = () =>
    run(async () => {
      setOutcome(undefined);
      const answer = await call<Comparison>(`${base}/compare`, { query: target });
      setComparison(answer);
      setChosen(new Set(missingRecords(answer.references).map(refKey)));
    });

  const copy = () =>
    run(async () => {
      const withReferences = missingRecords(comparison?.references ?? [])
        .filter((r) => chosen.has(refKey(r)))
        .map((r) => ({ _cls: r._cls!, _id: r._id! }));
      setOutcome(await call<CopyOutcome>(`${base}/copyTo`, { method: 'POST', body: { ...target, withReferences } }));
    });

  const toggle = (key: string) =>
    setChosen((current) => {
      const next = new Set(current);
      if (next.has(key)) next.delete(key);
      else next.add(key);
      return next;
    });

  return {
    env,
    setEnv,
    site,
    setSite,
    siteChoices: choices,
    sitesError:
      sites.error && env && !sameServer ? withPeerHint(errorMessageOf(sites.error), env) : sites.error ? errorMessageOf(sites.error) : undefined,
    sitesLoading: sites.isLoading,
    comparison,
    chosen,
    toggle,
    compare,
    copy,
    outcome,
    error,
    busy,
    ready: !!env && !!site,
  };
}
