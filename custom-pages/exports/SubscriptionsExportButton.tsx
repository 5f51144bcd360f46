// The tools page's 'export subscriptions' (spec 000 §2 Super-admin tools; 001 §7 download link
// {instance}/data/exportSubscriptions?__admin=true): the active subscriptions of a site as CSV, streamed by the server.
import Button from '@mui/material/Button';

export const subscriptionsExportUrl = (siteId: string): string => `/api/${encodeURIComponent(siteId)}/data/exportSubscriptions?__admin=true`;

/** A download link for the chosen instance (the tools page's chooser). */
export function SubscriptionsExportButton({ siteId }: { siteId: string }) {
  return (
    <Button variant="outlined" href={subscriptionsExportUrl(siteId)} download>
      Exporter les abonnements
    </Button>
  );
}
