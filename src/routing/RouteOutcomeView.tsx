import { SchemaCollectionPage, SchemaRecordPage } from '../../schema-adapters';
import type { RouteOutcome } from './matchCollectionRoute';
import { SiteRedirect } from './SiteRedirect';

/** Renders what a collection route resolved to; keys remount the screen when the schema, filter or record changes. */
export function RouteOutcomeView({ outcome }: { outcome: RouteOutcome }) {
  switch (outcome.kind) {
    case 'redirect':
      return <SiteRedirect to={outcome.to} />;
    case 'collection':
      return <SchemaCollectionPage key={`${outcome.schema._id}/${outcome.filterId ?? ''}`} schema={outcome.schema} filterId={outcome.filterId} />;
    case 'record':
      return (
        <SchemaRecordPage key={`${outcome.schema._id}/${outcome.id ?? ''}`} schema={outcome.schema} id={outcome.id} readOnly={outcome.readOnly} />
      );
  }
}
