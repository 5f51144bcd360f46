import { lazy, Suspense, useEffect } from 'react';
import { Loading } from 'react-admin';
import type { RouteOutcome } from './matchCollectionRoute';
import { preloadable } from './preloadable';
import { SiteRedirect } from './SiteRedirect';

// The record editor (its inputs, rich text, dialogs) loads when a record is first opened, not with the shell.
const SchemaCollectionPage = lazy(() => import('../../schema-adapters/list/SchemaCollectionPage').then((m) => ({ default: m.SchemaCollectionPage })));
const RecordPage = preloadable(() => import('../../schema-adapters/record/SchemaRecordPage').then((m) => m.SchemaRecordPage));
const SchemaRecordPage = RecordPage.Component;

/** Once a screen is drawn, the record screen's code loads while the browser is idle: the first record opens without waiting for it. */
function usePreloadRecordScreen() {
  useEffect(() => {
    const idle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 200));
    idle(() => void RecordPage.preload().catch(() => undefined));
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
        <Suspense fallback={<Loading />}>
          <SchemaRecordPage
            key={`${outcome.schema._id}/${outcome.id ?? ''}/${outcome.archived ? 'archive' : ''}`}
            schema={outcome.schema}
            id={outcome.id}
            readOnly={outcome.readOnly}
            archived={outcome.archived}
          />
        </Suspense>
      );
    case 'custom': {
      const { Component } = outcome.page;
      // Custom screens load on first use: the sidebar stays while they do.
      return (
        <Suspense fallback={<Loading />}>
          <Component key={outcome.page.id} subPath={outcome.subPath} />
        </Suspense>
      );
    }
  }
}
