import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Navigate } from 'react-router';
import { useBasename } from 'react-admin';
import type { CustomPageProps } from '../types';
import { SalesSummaryPanel } from './sales/SalesSummaryPanel';
import { SubscriptionsPanel } from './sales/SubscriptionsPanel';
import { StatsTabs } from './StatsTabs';

export const SALES_PATH = 'data/sales';
const TABS = [
  { path: 'summary', label: 'Résumé des ventes' },
  { path: 'per-formula', label: "Par type d'abonnement" },
  { path: 'subscriptions', label: 'Renouvellements et inscriptions' },
];

/** Data > sales: /summary (default), /per-formula, and the renewals and user creation charts. */
export default function SalesPage({ subPath }: CustomPageProps) {
  const basename = useBasename();
  const tab = TABS.find((t) => t.path === subPath[0]);
  if (!tab || subPath.length > 1) return <Navigate to={`${basename}/${SALES_PATH}/summary`} replace />;
  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, minWidth: 0 }}>
      <Typography variant="h5" component="h1" gutterBottom>
        Statistiques de ventes
      </Typography>
      <StatsTabs base={SALES_PATH} tabs={TABS} current={tab.path} />
      {tab.path === 'subscriptions' ? <SubscriptionsPanel /> : <SalesSummaryPanel key={tab.path} perFormula={tab.path === 'per-formula'} />}
    </Box>
  );
}
