import { useAllRecords } from '../../../schema-adapters/shared/useAllRecords';

/** All the site's subscription formulas (spec 001 §7 reads them with no limit), for the per-formula picker. */
export const useFormulas = (enabled: boolean) => useAllRecords<{ id: string; _id: string; label?: string }>('SubscriptionFormula', { enabled });
