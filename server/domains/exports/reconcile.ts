// One payout's balance transactions against the site's Payment records (pure): a row per transaction with its gross,
// fees, refunds and net in cents, the payment, purchases and user it belongs to, and what does not match.
import type Stripe from 'stripe';
import type { ExportIssue } from '../../../model/exports/index.js';
import { frenchEuros, frenchEurosOfCents } from '../../../model/frenchFormat.js';

/** A Payment as the records API lists it with `serialize`: references carry their labels. */
export interface PaymentView {
  _id: string;
  price?: number;
  refund?: number;
  status?: string;
  userId?: { _id: string; label?: string };
  purchases?: { _id: string }[];
}

export interface ReconciledRow {
  created: number;
  type: string;
  typeLabel: string;
  transaction: string;
  intent?: string;
  payment?: PaymentView;
  purchases: string[];
  user?: string;
  /** Cents. */
  gross: number;
  fee: number;
  refund: number;
  net: number;
  /** 'OK' or what does not match, in French. */
  check: string;
}

/** The provider's payment (intent) a transaction belongs to: its charge's or its refund's. */
export function intentOf(t: Stripe.BalanceTransaction): string | undefined {
  const source = t.source as { payment_intent?: string | { id: string } | null } | string | null;
  if (!source || typeof source === 'string') return undefined;
  const intent = source.payment_intent;
  return typeof intent === 'string' ? intent : (intent?.id ?? undefined);
}

const TYPE_LABELS: Record<string, string> = { charge: 'Paiement', payment: 'Paiement', refund: 'Remboursement', adjustment: 'Ajustement' };
const cents = (euros: number | undefined) => Math.round((euros ?? 0) * 100);

function checkOf(t: Stripe.BalanceTransaction, intent: string | undefined, payment: PaymentView | undefined): string {
  if (t.type === 'adjustment') return 'Ajustement du prestataire : à justifier';
  if (!intent) return 'Transaction sans paiement associé';
  if (!payment) return `Paiement ${intent} introuvable dans la console`;
  if (t.type === 'refund') {
    return payment.refund ? 'OK' : 'Remboursement absent de la console';
  }
  if (cents(payment.price) !== t.amount) return `Montant différent : ${frenchEuros(payment.price ?? 0)} dans la console`;
  return 'OK';
}

export function reconcile(
  payout: Pick<Stripe.Payout, 'id' | 'amount'>,
  transactions: Stripe.BalanceTransaction[],
  payments: ReadonlyMap<string, PaymentView>,
): { rows: ReconciledRow[]; issues: { errors: ExportIssue[]; warnings: ExportIssue[] } } {
  const rows: ReconciledRow[] = [];
  const warnings: ExportIssue[] = [];
  // The payout's own entry takes the money out: it is the total, not a line.
  for (const t of transactions.filter((x) => x.type !== 'payout').sort((a, b) => a.created - b.created || a.id.localeCompare(b.id))) {
    const intent = intentOf(t);
    const payment = intent ? payments.get(intent) : undefined;
    const check = checkOf(t, intent, payment);
    rows.push({
      created: t.created,
      type: t.type,
      typeLabel: TYPE_LABELS[t.type] ?? t.type,
      transaction: t.id,
      intent,
      payment,
      purchases: (payment?.purchases ?? []).map((p) => p._id),
      user: payment?.userId?.label,
      gross: t.amount > 0 ? t.amount : 0,
      fee: t.fee,
      refund: t.amount < 0 ? -t.amount : 0,
      net: t.net,
      check,
    });
    if (check !== 'OK')
      warnings.push({ code: 'MISMATCH', message: `${t.id} : ${check}`, ...(payment && { resource: { _id: payment._id, _cls: 'Payment' } }) });
  }
  const total = rows.reduce((sum, r) => sum + r.net, 0);
  const errors: ExportIssue[] =
    total === payout.amount
      ? []
      : [
          {
            code: 'TOTAL_MISMATCH',
            message: `La somme des transactions (${frenchEurosOfCents(total)}) diffère du virement (${frenchEurosOfCents(payout.amount)})`,
          },
        ];
  return { rows, issues: { errors, warnings } };
}
