// The accountant's CSV of one payout: its file name, its columns and the cells of a reconciled row (reconcile.ts), with
// French decimals and dates.
import type { ReconciledRow } from './reconcile.js';

const day = (seconds: number) => new Date(seconds * 1000).toISOString().slice(0, 10);
const euros = (cents: number) => (cents / 100).toFixed(2).replace('.', ',');

/** `export_comptable_{arrival date}_{amount}EUR.csv` (the amount in euros, two decimals). */
export const accountingFileName = (payout: { arrival_date: number; amount: number }) =>
  `export_comptable_${day(payout.arrival_date)}_${(payout.amount / 100).toFixed(2)}EUR.csv`;

export const ACCOUNTING_HEADER = [
  'Date',
  'Type',
  'Transaction',
  'Paiement (prestataire)',
  'Paiement',
  'Achats',
  'Utilisateur',
  'Brut (€)',
  'Frais (€)',
  'Remboursements (€)',
  'Net (€)',
  'Contrôle',
];

export const accountingCells = (row: ReconciledRow): string[] => [
  day(row.created).split('-').reverse().join('/'),
  row.typeLabel,
  row.transaction,
  row.intent ?? '',
  row.payment?._id ?? '',
  row.purchases.join(' '),
  row.user ?? '',
  euros(row.gross),
  euros(row.fee),
  euros(row.refund),
  euros(row.net),
  row.check,
];
