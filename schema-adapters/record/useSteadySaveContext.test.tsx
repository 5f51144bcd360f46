// @vitest-environment jsdom
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { RecordContextProvider, SaveContextProvider, type RaRecord } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { diffRecord } from '../../model/diff';
import { useSteadySaveContext } from './useSteadySaveContext';

const drawn = { id: 'a', label: 'Titre', chapo: 'Chapô', tags: ['x'], updatedAt: '2026-01-01T00:00:00.000Z' };

function saveFrom(screenRecord: RaRecord, formRecord: RaRecord) {
  const save = vi.fn();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <SaveContextProvider value={{ save, mutationMode: 'pessimistic' }}>
      <RecordContextProvider value={screenRecord}>{children}</RecordContextProvider>
    </SaveContextProvider>
  );
  const { result } = renderHook(() => useSteadySaveContext(formRecord), { wrapper });
  return { context: result.current, save };
}

describe('useSteadySaveContext', () => {
  it("carries the form's changes onto the version just saved when the form has not taken it yet", () => {
    // The screen holds the version its last save answered; the form, still drawn from the one before, has a change.
    const saved = { ...drawn, label: 'Titre corrigé', updatedAt: '2026-01-02T00:00:00.000Z' };
    const { context, save } = saveFrom(saved, drawn);
    context.save!({ ...drawn, label: 'Titre corrigé', chapo: 'Chapô corrigé', tags: undefined });
    const sent = save.mock.calls[0][0] as RaRecord;
    // What react-admin's update diffs against the screen's record: the typed change and the cleared field only.
    expect(diffRecord(saved, sent)).toEqual({ chapo: 'Chapô corrigé', tags: null });
  });

  it('passes the values as they are when the form shows the screen record', () => {
    const { context, save } = saveFrom(drawn, drawn);
    const values = { ...drawn, chapo: 'Autre' };
    context.save!(values);
    expect(save.mock.calls[0][0]).toBe(values);
  });
});
