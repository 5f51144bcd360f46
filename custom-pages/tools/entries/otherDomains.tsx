// Tools that other domains provide (spec 001 §2 tools page): verify payments and gift codes (commerce), export
// subscriptions (exports). Each takes the instance chosen at the top of the page.
import { GenerateGiftCodesTool, VerifyPaymentsTool } from '../../commerce/tools';
import { SubscriptionsExportButton } from '../../exports/SubscriptionsExportButton';
import type { ToolEntry } from '../types';

export const verifyPaymentsTool: ToolEntry = { id: 'checkAllPayments', label: 'Vérifier les paiements', Component: VerifyPaymentsTool };

export const generateGiftsTool: ToolEntry = { id: 'generateGifts', label: 'Générer des codes cadeaux', Component: GenerateGiftCodesTool };

export const exportSubscriptionsTool: ToolEntry = {
  id: 'exportSubscriptions',
  label: 'Exporter les abonnements',
  Component: SubscriptionsExportButton,
};
