import { describe, expect, it } from 'vitest';
import type { DataSchema, PropertyDefinition } from '../metaSchema.js';
import { developerOnlyLock } from '../propertyVisibility.js';
import { keepLocked, nestedLocks } from './nestedLocks.js';
import { checkRecord } from './record.js';

// Every flag, in an object inside a list inside an object.
const member = (key: string, flags: Partial<PropertyDefinition> = {}) => ({ key, label: key, type: 'int', ...flags }) as PropertyDefinition;
const schema = {
  propertiesList: [
    {
      key: 'poll',
      label: 'Sondage',
      type: 'object',
      propertiesList: [
        {
          key: 'choices',
          label: 'Choix',
          type: 'list',
          itemType: 'object',
          itemSchema: {
            propertiesList: [
              { key: 'label', label: 'Libellé', type: 'string' },
              member('votes', { readOnly: true }),
              member('rank', { createOnly: true }),
              member('weight', { notDisplayableInAdmin: true }),
            ],
          },
        },
        member('total', { readOnly: true }),
      ],
    },
  ],
} as unknown as DataSchema;
const stored = {
  poll: {
    total: 9,
    choices: [
      { label: 'Oui', votes: 5, rank: 1, weight: 2 },
      { label: 'Non', votes: 4, rank: 2 },
    ],
  },
};
const update = (poll: unknown) => checkRecord(schema, { poll }, { isNew: false, partial: true, stored });
const choices = (...list: object[]) => ({ total: 9, choices: list });

describe('flags at every depth (issue 36)', () => {
  it('refuses a changed read-only or create-only value in a list item, naming its path', () => {
    expect(update(choices({ label: 'Oui', votes: 123456, rank: 1 }, stored.poll.choices[1])).errors).toEqual({
      'poll.choices.0.votes': 'Propriété en lecture seule',
    });
    expect(update(choices({ label: 'Oui', votes: 5, rank: 7 })).errors).toEqual({ 'poll.choices.0.rank': 'Modifiable seulement à la création' });
    expect(update({ ...stored.poll, total: 1 }).errors).toEqual({ 'poll.total': 'Propriété en lecture seule' });
  });

  it('accepts the stored values sent back, reordered, cut, or a new item holding none', () => {
    for (const poll of [
      stored.poll,
      choices(stored.poll.choices[1], stored.poll.choices[0]),
      choices(stored.poll.choices[1]),
      choices(...stored.poll.choices, { label: 'Blanc' }),
    ]) {
      expect(update(poll)).toMatchObject({ ok: true });
    }
    expect(update(choices({ label: 'Blanc', votes: 3 })).errors).toEqual({ 'poll.choices.0.votes': 'Propriété en lecture seule' });
    // Two items may not both take the one stored item holding 5.
    expect(update(choices({ label: 'a', votes: 5, rank: 1 }, { label: 'b', votes: 5, rank: 1 })).errors).toEqual({
      'poll.choices.1.votes': 'Propriété en lecture seule',
      'poll.choices.1.rank': 'Modifiable seulement à la création',
    });
  });

  it('keeps what an object leaves out, and an item sending no locked value keeps that of its position', () => {
    expect(update({ choices: [{ label: 'Yes' }] }).value).toEqual({ poll: { total: 9, choices: [{ label: 'Yes', votes: 5, rank: 1 }] } });
    const [poll] = schema.propertiesList;
    const sent = { total: 9, choices: [{ label: 'Yes', votes: 5 }] };
    expect(nestedLocks(poll, sent, stored.poll, developerOnlyLock({})).value).toEqual({ total: 9, choices: [{ label: 'Yes', votes: 5, weight: 2 }] });
  });

  it('on create: a read-only value may only be empty, a create-only one is free', () => {
    const create = (poll: unknown) => checkRecord(schema, { poll }, { isNew: true });
    expect(create({ choices: [{ label: 'Oui', rank: 3 }] }).ok).toBe(true);
    expect(create({ choices: [{ label: 'Oui', votes: 3 }] }).errors).toEqual({ 'poll.choices.0.votes': 'Propriété en lecture seule' });
  });

  it('locks developer-only values to a non-developer only', () => {
    const [poll] = schema.propertiesList;
    const tampered = choices({ ...stored.poll.choices[0], weight: 50 });
    expect(nestedLocks(poll, tampered, stored.poll, developerOnlyLock({ isDeveloper: false })).errors).toEqual({
      'poll.choices.0.weight': 'Réservé aux développeurs',
    });
    expect(nestedLocks(poll, tampered, stored.poll, developerOnlyLock({ isDeveloper: true })).errors).toEqual({});
  });

  it('a restored value keeps the current locked values, items by position', () => {
    const [poll] = schema.propertiesList;
    const old = {
      total: 1,
      choices: [
        { label: 'Ancien', votes: 1, rank: 1 },
        { label: 'Autre', votes: 0 },
        { label: 'Retiré', votes: 8 },
      ],
    };
    const lockOf = (p: PropertyDefinition) => (p.readOnly || p.createOnly ? 'verrouillé' : undefined);
    const restored = keepLocked(poll, old, stored.poll, lockOf);
    expect(restored).toEqual({
      total: 9,
      choices: [{ label: 'Ancien', votes: 5, rank: 1 }, { label: 'Autre', votes: 4, rank: 2 }, { label: 'Retiré' }],
    });
    expect(nestedLocks(poll, restored, stored.poll, lockOf).errors).toEqual({});
  });
});
