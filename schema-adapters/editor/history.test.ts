import { describe, expect, it } from 'vitest';
import { createHistory, historyReducer, push, redoCount, undoCount, type History, type HistoryAction } from './history';

const reduce = historyReducer<string>();
const run = (actions: HistoryAction<string>[], start = 'a') => actions.reduce(reduce, createHistory(start));
const p = (snapshot: string): HistoryAction<string> => ({ type: 'push', snapshot });
const U: HistoryAction<string> = { type: 'undo' };
const R: HistoryAction<string> = { type: 'redo' };
const rebase = (snapshot: string): HistoryAction<string> => ({ type: 'rebase', snapshot });
const shape = (h: History<string>) => ({ past: h.past.join(''), present: h.present, future: h.future.join('') });

describe('history state machine (spec 001 §4 Undo and redo)', () => {
  it.each([
    ['nothing done', [], { past: '', present: 'a', future: '' }],
    ['one edit batch is one entry', [p('b')], { past: 'a', present: 'b', future: '' }],
    ['a batch equal to the present is no entry', [p('b'), p('b')], { past: 'a', present: 'b', future: '' }],
    ['undo moves back', [p('b'), p('c'), U], { past: 'a', present: 'b', future: 'c' }],
    ['undo twice back to the start', [p('b'), p('c'), U, U], { past: '', present: 'a', future: 'cb' }],
    ['undo with nothing left does nothing', [p('b'), U, U, U], { past: '', present: 'a', future: 'b' }],
    ['redo moves forward again', [p('b'), p('c'), U, U, R], { past: 'a', present: 'b', future: 'c' }],
    ['redo with nothing undone does nothing', [p('b'), R], { past: 'a', present: 'b', future: '' }],
    ['an edit after undo drops the redo branch', [p('b'), p('c'), U, p('d')], { past: 'ab', present: 'd', future: '' }],
    ['an edit equal to the present after undo keeps the redo branch', [p('b'), p('c'), U, p('b')], { past: 'a', present: 'b', future: 'c' }],
    ['rebase replaces the present without an entry', [p('b'), rebase('B')], { past: 'a', present: 'B', future: '' }],
    ['rebase keeps the redo branch', [p('b'), U, rebase('A')], { past: '', present: 'A', future: 'b' }],
  ] as const)('%s', (_name, actions, expected) => {
    expect(shape(run([...actions]))).toEqual(expected);
  });

  it('counts what Undo and Redo can do (the badges)', () => {
    const history = run([p('b'), p('c'), p('d'), U]);
    expect([undoCount(history), redoCount(history)]).toEqual([2, 1]);
  });

  it('keeps at most `limit` entries behind the present, dropping the oldest', () => {
    let history = createHistory(0);
    for (let i = 1; i <= 5; i++) history = push(history, i, Object.is, 3);
    expect(history.past).toEqual([2, 3, 4]);
    expect(history.present).toBe(5);
  });

  it('compares snapshots with the given equality', () => {
    const sameLength = historyReducer<string>((x, y) => x.length === y.length);
    expect(sameLength(createHistory('ab'), p('cd')).past).toEqual([]);
    expect(sameLength(createHistory('ab'), p('abc')).past).toEqual(['ab']);
  });

  it('never changes the history it is given', () => {
    const history = run([p('b'), p('c')]);
    const frozen = JSON.stringify(history);
    [U, R, p('x'), rebase('y')].reduce(reduce, history);
    expect(JSON.stringify(history)).toBe(frozen);
  });
});
