// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInAdmin } from '../testing/renderInAdmin';
import { useAllRecords } from './useAllRecords';

afterEach(cleanup);

const tags = (n: number) => {
  const getList = vi.fn((_resource: string, { pagination }: { pagination: { page: number; perPage: number } }) => {
    const from = (pagination.page - 1) * pagination.perPage;
    const data = Array.from({ length: Math.max(0, Math.min(pagination.perPage, n - from)) }, (_, i) => ({ id: `t${from + i}` }));
    return Promise.resolve({ data, total: n });
  });
  return { getList };
};

function Count({ resource }: { resource: string }) {
  const { data, cut } = useAllRecords(resource);
  return data ? <p>{`${data.length} lus, ${cut} coupés, dernier ${data.at(-1)?.id}`}</p> : null;
}

describe('every record of a type, page by page (spec 001 §7 limit 0)', () => {
  it('reads the tags past the first 1,000', async () => {
    const dataProvider = tags(2_500);
    renderInAdmin(<Count resource="Tag" />, { dataProvider });
    expect(await screen.findByText('2500 lus, 0 coupés, dernier t2499')).toBeTruthy();
    expect(dataProvider.getList.mock.calls.map(([, p]) => p.pagination)).toEqual([
      { page: 1, perPage: 1000 },
      { page: 2, perPage: 1000 },
      { page: 3, perPage: 1000 },
    ]);
  });

  it('stops at 10,000 and says how many it left out', async () => {
    renderInAdmin(<Count resource="ComplexComponent" />, { dataProvider: tags(10_250) });
    expect(await screen.findByText('10000 lus, 250 coupés, dernier t9999')).toBeTruthy();
  });
});
