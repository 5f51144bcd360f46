import { describe, expect, it } from 'vitest';
import { dumpOrder } from './dumpOrder.js';

const refs: Record<string, string[]> = {
  Purchase: ['User', 'SubscriptionFormula'],
  Payment: ['User'],
  TextContent: ['Author', 'Category'],
  Category: ['Category', 'Page'],
  Author: [],
  User: [],
  A: ['B'],
  B: ['A'],
};
const order = (types: string[]) => dumpOrder(types, (t) => refs[t] ?? []);

describe('dumpOrder', () => {
  it('puts the types a type names before it, the others in the file’s order', () => {
    expect(order(['Purchase', 'TextContent', 'User', 'Author', 'Payment'])).toEqual(['User', 'Purchase', 'Author', 'TextContent', 'Payment']);
  });

  it('ignores a type naming itself or a type absent from the dump', () => {
    expect(order(['Category', 'TextContent'])).toEqual(['Category', 'TextContent']);
  });

  it('keeps the file’s order for types that name each other, after those ready before them', () => {
    expect(order(['B', 'A', 'User'])).toEqual(['User', 'B', 'A']);
  });
});
