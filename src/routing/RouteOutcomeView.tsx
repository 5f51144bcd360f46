import { useEffect } from 'react';
import { Loading } from 'react-admin';
import { useLocation } from 'react-router';
import { opensArchives } from '../../model/paths';
import type { RouteOutcome } from './matchCollectionRoute';
import { SiteRedirect } from './SiteRedirect';
import { OnDemandBoundary } from '../../schema-adapters/shared/onDemand';
import { SchemaCollectionPage, SchemaRecordPage } from './screenCode';

/** Once a screen is drawn, the record screen's code loads while the browser is idle: the first record opens without waiting for it. */
function usePreloadRecordScreen() {
  useEffect(() => {
    const idle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 200));
    idle(() => void SchemaRecordPage.preload().catch(() => undefined));
  }, []);
}

/** Renders what a route resolved to; keys remount the screen when the schema, filter, record or custom page changes. */
export function RouteOutcomeView({ outcome }: { outcome: RouteOutcome }) {
  usePreloadRecordScreen();
  // Drawn at every navigation anyway (its section's routes follow the location).
  const { state } = useLocation();
  switch (outcome.kind) {
    case 'redirect':
      return <SiteRedirect to={outcome.to} notice={outcome.notice} />;
    case 'collection':
      return (
        <SchemaCollectionPage
          key={`${outcome.schema._id}/${outcome.filterId ?? ''}/${outcome.tab ?? ''}`}
          schema={outcome.schema}
          filterId={outcome.filterId}
          tab={outcome.tab}
          opensArchived={opensArchives(state)}
        />
      );
    case 'record':
      return (
        <OnDemandBoundary fallback={<Loading />}>
          <SchemaRecordPage
            key={`${outcome.schema._id}/${outcome.id ?? ''}/${outcome.archived ? 'archive' : ''}`}
            schema={outcome.schema}
            id={outcome.id}
            readOnly={outcome.readOnly}
            archived={outcome.archived}
          />
        </OnDemandBoundary>
      );
    case 'custom': {
      const { Component } = outcome.page;
      // Custom screens load on first use: the sidebar stays while they do.
      return (
        <OnDemandBoundary fallback={<Loading />}>
          <Component key={outcome.page.id} subPath={outcome.subPath} />
        </OnDemandBoundary>
      );
    }
  }
}
