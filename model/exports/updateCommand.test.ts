import { describe, expect, it } from 'vitest';
import type { PropertyDefinition } from '../metaSchema.js';
import { checkExecuteInput } from './executeCheck.js';
import { applyUpdate, CommandError, parseUpdateCommand } from './updateCommand.js';

const schema = {
  propertiesList: [
    { key: 'label', type: 'string' },
    { key: 'price', type: 'float' },
    { key: 'tags', type: 'list', itemType: 'string' },
    { key: 'address', type: 'object', propertiesList: [{ key: 'city', type: 'string' }] },
    { key: 'secret', type: 'string', writeOnly: true },
  ] as PropertyDefinition[],
};

const reason = (text: string, hidden = new Set<string>()) => {
  try {
    parseUpdateCommand(text, schema, hidden);
  } catch (err) {
    expect(err).toBeInstanceOf(CommandError);
    return (err as Error).message;
  }
  return undefined;
};

describe('parseUpdateCommand', () => {
  it('reads each operator on property paths', () => {
    const ops = parseUpdateCommand(
      '{"$set": {"address.city": "Lyon"}, "$inc": {"price": 2}, "$push": {"tags": "a"}, "$unset": {"label": ""}}',
      schema,
    );
    expect(ops.map((o) => [o.op, o.path.join('.')])).toEqual([
      ['$set', 'address.city'],
      ['$inc', 'price'],
      ['$push', 'tags'],
      ['$unset', 'label'],
    ]);
  });

  it('says why a command is refused', () => {
    expect(reason('{"$set": ')).toBe('JSON mal formé');
    expect(reason('{"$where": {"a": 1}}')).toMatch(/^opérateur \$where non autorisé/);
    expect(reason('{"$set": {"nope": 1}}')).toBe('champ nope inconnu pour ce type');
    expect(reason('{"$set": {"_id": "x"}}')).toBe('le champ _id est géré par le serveur');
    expect(reason('{"$inc": {"label": 1}}')).toBe("$inc s'applique à un nombre, pas à label");
    expect(reason('{"$inc": {"price": "1"}}')).toBe('$inc attend un nombre pour price');
    expect(reason('{"$push": {"label": "x"}}')).toBe("$push s'applique à une liste, pas à label");
    expect(reason('{"$set": {"address": {}}, "$unset": {"address.city": ""}}')).toBe('address.city est modifié deux fois');
    expect(reason('{"$set": {"__proto__": 1}}')).toBe('chemin __proto__ invalide');
    expect(reason('{"$set": {"secret": "x"}}', new Set(['secret']))).toBe('champ secret non autorisé');
    expect(reason('{}')).toMatch(/^commande vide/);
  });
});

describe('applyUpdate', () => {
  it('applies the operations to a copy', () => {
    const record = { label: 'A', price: 1, tags: ['a', 'b'], address: { city: 'Paris' } };
    const ops = parseUpdateCommand(
      '{"$set": {"address.city": "Lyon"}, "$inc": {"price": 2.5}, "$pull": {"tags": "a"}, "$unset": {"label": ""}}',
      schema,
    );
    expect(applyUpdate(record, ops)).toEqual({ price: 3.5, tags: ['b'], address: { city: 'Lyon' } });
    expect(record.label).toBe('A');
  });

  it('creates what $set and $push need, leaves what $unset and $pull miss', () => {
    const ops = parseUpdateCommand('{"$set": {"address.city": "Lyon"}, "$push": {"tags": "x"}}', schema);
    expect(applyUpdate({}, ops)).toEqual({ address: { city: 'Lyon' }, tags: ['x'] });
    expect(applyUpdate({}, parseUpdateCommand('{"$unset": {"address.city": ""}, "$pull": {"tags": "x"}}', schema))).toEqual({});
  });

  it('refuses a record whose value does not fit', () => {
    expect(() => applyUpdate({ price: 'cher' }, parseUpdateCommand('{"$inc": {"price": 1}}', schema))).toThrow("price n'est pas un nombre");
  });
});

describe('checkExecuteInput', () => {
  it('prefixes the reason of each input', () => {
    const check = checkExecuteInput(schema, new Set(), '{"nope": 1}', '{"$set": {"price": 1}}');
    expect(check.filterError).toBe('Erreur dans la requête : champ nope non autorisé');
    expect(check.commandError).toBeUndefined();
    expect(checkExecuteInput(schema, new Set(), '', '{"$inc": {"label": 1}}').commandError).toBe(
      "Erreur dans la commande : $inc s'applique à un nombre, pas à label",
    );
  });
});
