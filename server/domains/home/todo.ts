// What waits for someone on a site (issue 34 'À faire'): each item a count of records, read through the records
// service with the session's rights, so that nobody counts what they may not read. Each count is the one its list
// shows: a facet's kept total (moderation, encodes, payouts) or the Purchase list's named sub-filter (renewals).
import type { TodoKey } from '../../../model/home/index.js';
import type { ListParams } from '../../services/listQuery.js';

export interface TodoCount {
  key: Exclude<TodoKey, 'jobs'>;
  type: string;
  params: ListParams;
  /** Another type the user must read for the screen that acts on it (the accounting export tab). */
  screenType?: string;
}

const PENDING = { where: { status: 'pending' } };

export const TODO_COUNTS: readonly TodoCount[] = [
  { key: 'questions', type: 'Question', params: PENDING },
  { key: 'comments', type: 'UserComment', params: PENDING },
  { key: 'encodes', type: 'Video', params: { where: { encodingStatus: 'error' } } },
  // Spec 000 §2 "Purchase list filters": renew-error-no-pm, and the lapsed subscriptions left to the staff.
  { key: 'renewals', type: 'Purchase', params: { filter: 'renew-error-no-pm' } },
  { key: 'lapsed', type: 'Purchase', params: { filter: 'lapsed' } },
  // A payout the provider paid (the webhook's record) whose accounting file was never made.
  {
    key: 'payouts',
    type: 'AccountingExportPayout',
    params: { where: { status: 'paid', fileName: { $exists: false } } },
    screenType: 'AccountingExportItem',
  },
];
