import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { DataSchema, PropertyDefinition } from '../metaSchema.js';
import { PRESETS, presetsOf } from './exportPresets.js';

const ADDRESS = ['title', 'firstName', 'lastName', 'company', 'line1', 'line2', 'line3', 'postalCode', 'city', 'country'];

describe('preset exports', () => {
  it('have the columns of spec 000 §3, in its order', () => {
    const columns = (type: string) => presetsOf(type)[0].columns;
    expect(columns('User')).toEqual(
      'login _id title firstName lastName nickname birthDateTs tel'
        .split(' ')
        .concat(ADDRESS.map((k) => `address.${k}`))
        .concat('freeAccessUntil useAnswerNotif receiveNewsletter receiveSpam stripeCustomerId createTs denyContribution importTs'.split(' '))
        .concat('abowebUserId getresponseId passHash'.split(' ')),
    );
    expect(columns('Payment')).toEqual(
      '_id createTs status donation shippingCost price netPrice stripeFee refund abowebOrderId userId._id userId.login'.split(' ').concat(
        ADDRESS.map((k) => `shippingAddress.${k}`),
        ADDRESS.map((k) => `billingAddress.${k}`),
        'intent.id',
      ),
    );
    expect(columns('Event').join(' ')).toBe(
      '_id label cartLabel eventTs price maxTickets requiresShipping foreignShippingCost disableDonation requireJustif isSub abowebTarifCodeFr abowebShippingTarifCode _abowebFormulaCode',
    );
    expect(columns('SubscriptionFormula').join(' ')).toBe(
      '_id label stripePlanName price isObsolete maxTickets requiresShipping foreignShippingCost disableDonation isSub displayFirstIssue abowebTarifCodeFr abowebTarifCodeInt resubOnly noRecurrence',
    );
    expect(presetsOf('Purchase').map((p) => p.id)).toEqual(['PURCHASE_EDIIS_EXPORT', 'PURCHASE_SUPER_EXPORT', 'PURCHASE_GIFT_EXPORT']);
    expect(presetsOf('Purchase')[2].filter).toEqual({ isGift: true });
  });

  it('are each a value of the Export record’s « Préréglage », with the label the tab shows', () => {
    const schema = JSON.parse(fs.readFileSync('catalogue/schemas/Export.json', 'utf8')) as DataSchema;
    const params = schema.propertiesList.find((p) => p.key === 'params')!;
    const preset = params.propertiesList!.find((p: PropertyDefinition) => p.key === 'preset')!;
    expect(preset.values).toEqual(PRESETS.map((p) => ({ value: p.id, label: p.label })));
  });
});
