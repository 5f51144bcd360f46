// What the admin-user form saves (design.md §5): the password only when typed (write-only: empty means unchanged),
// rights as the flags that are on, and nothing that only restates the stored record in another form, so that a save
// does not look like a change of rights or sites (which would end that user's sessions).
import { deepEqual } from '../../model/diff';
import { RIGHT_FLAGS } from '../../model/rights';

type Values = Record<string, unknown>;

const FLAGS = ['isDeveloper', 'superAdmin', 'disabled'];

const onRights = (rights: unknown): Record<string, true> => {
  const result: Record<string, true> = {};
  if (rights && typeof rights === 'object') for (const flag of RIGHT_FLAGS) if ((rights as Values)[flag] === true) result[flag] = true;
  return result;
};

const isEmptyList = (value: unknown) => value === undefined || value === null || (Array.isArray(value) && value.length === 0);

export function adminUserToSave(values: Values, previous?: Values): Values {
  const result: Values = { ...values };
  delete result.id;
  if (typeof result.login === 'string') result.login = result.login.trim();
  if (typeof result.password !== 'string' || result.password === '') delete result.password;

  const rights = onRights(values.rights);
  if (previous && deepEqual(onRights(previous.rights), rights)) {
    if (previous.rights === undefined) delete result.rights;
    else result.rights = previous.rights;
  } else if (!previous && !Object.keys(rights).length) delete result.rights;
  else result.rights = rights;

  if (isEmptyList(values.siteIds)) {
    if (previous && !isEmptyList(previous.siteIds)) result.siteIds = [];
    else if (previous?.siteIds !== undefined) result.siteIds = previous.siteIds;
    else delete result.siteIds;
  }

  for (const flag of FLAGS) {
    if (result[flag] !== false) continue;
    // Off, and it was never on: nothing to write.
    if (previous?.[flag] === undefined) delete result[flag];
  }
  return result;
}
