import { Suspense } from 'react';
import { Loading } from 'react-admin';
import { SchemaCollectionPage, SchemaRecordPage } from '../../schema-adapters';
import type { RouteOutcome } from './matchCollectionRoute';
import { SiteRedirect } from './SiteRedirect';

/** Renders what a route resolved to; keys remount the screen when the schema, filter, record or custom page changes. */
export function RouteOutcomeView({ outcome }: { outcome: RouteOutcome }) {
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
        <SchemaRecordPage key={`${outcome.schema._id}/${outcome.id ?? ''}`} schema={outcome.schema} id={outcome.id} readOnly={outcome.readOnly} />
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
