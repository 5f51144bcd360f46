import { useEffect } from 'react';
import { Loading } from 'react-admin';
import type { RouteOutcome } from './matchCollectionRoute';
import { SiteRedirect } from './SiteRedirect';
import { onDemand, OnDemandBoundary } from '../../schema-adapters/shared/onDemand';

const SchemaCollectionPage = onDemand(() => import('../../schema-adapters/list/SchemaCollectionPage').then((m) => m.SchemaCollectionPage));
// An address beyond a site's home is most often a list's: its code loads with the routes', beside the catalogue's
// request, not once the catalogue has come and the route is known.
if (window.location.pathname.split('/').filter(Boolean).length > 1) void SchemaCollectionPage.preload().catch(() => undefined);
// The record editor (its inputs, rich text, dialogs) loads when a record is first opened, not with the shell.
const SchemaRecordPage = onDemand(() => import('../../schema-adapters/record/SchemaRecordPage').then((m) => m.SchemaRecordPage));

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
