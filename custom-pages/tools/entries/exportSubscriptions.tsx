// Export subscriptions (spec 001 §7 download link): the exports domain's button for the chosen instance.
import { SubscriptionsExportButton } from '../../exports';
import type { ToolEntry } from '../types';

export const exportSubscriptionsTool: ToolEntry = {
  id: 'exportSubscriptions',
  label: 'Exporter les abonnements',
  Component: SubscriptionsExportButton,
};
