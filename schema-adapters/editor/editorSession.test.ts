import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EditorSession, type FormEvent } from './editorSession';
import { sameValues, type Values } from './recordValues';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

/** A form as the session sees it; `type` sets a value as an input does and tells the session. */
function setup(saved: Values = { label: 'Bonjour', count: 1 }) {
  let values: Values = { ...saved };
  const session = new EditorSession({
    form: { getValues: () => ({ ...values }), setValues: (next) => (values = { ...next }) },
    changed: (current, baseline) => !sameValues(current, baseline),
  });
  session.start(saved);
  vi.advanceTimersByTime(1000); // past the inputs' settling time
  const emit = (event: FormEvent) => session.onFormEvent(event);
  return {
    session,
    values: () => values,
    flags: () => session.flags.get(),
    type: (key: string, value: unknown) => {
      values = { ...values, [key]: value };
      emit({ name: key, type: 'change' });
    },
    /** react-admin resets the form (a load, the saved version after a save). */
    reset: (next: Values) => {
      values = { ...next };
      emit({});
    },
    /** An input sets a value without user input (a default, a normalisation). */
    settle: (key: string, value: unknown) => {
      values = { ...values, [key]: value };
      emit({ name: key });
    },
  };
}

describe('EditorSession: history batches (500 ms debounce, 5 s max wait)', () => {
  it('makes one entry of keystrokes close together, undoable at once', () => {
    const form = setup();
    form.type('label', 'Bonjour à');
    vi.advanceTimersByTime(200);
    form.type('label', 'Bonjour à tous');
    expect(form.flags()).toMatchObject({ undoCount: 1, redoCount: 0, dirty: true });
    vi.advanceTimersByTime(500);
    expect(form.flags()).toMatchObject({ undoCount: 1, redoCount: 0 });

    form.session.undo();
    expect(form.values().label).toBe('Bonjour');
    expect(form.flags()).toMatchObject({ undoCount: 0, redoCount: 1, dirty: false });
    form.session.redo();
    expect(form.values().label).toBe('Bonjour à tous');
    expect(form.flags()).toMatchObject({ undoCount: 1, redoCount: 0, dirty: true });
  });

  it('makes separate entries of edits more than 500 ms apart', () => {
    const form = setup();
    form.type('label', 'A');
    vi.advanceTimersByTime(600);
    form.type('count', 2);
    vi.advanceTimersByTime(600);
    expect(form.flags().undoCount).toBe(2);
    form.session.undo();
    expect(form.values()).toEqual({ label: 'A', count: 1 });
  });

  it('closes a batch after 5 s of continuous typing', () => {
    const form = setup();
    for (let i = 1; i <= 60; i++) {
      form.type('label', 'x'.repeat(i));
      vi.advanceTimersByTime(100);
    }
    vi.advanceTimersByTime(500);
    expect(form.flags().undoCount).toBe(2);
  });

  it('undoes an open batch at once (it is closed first)', () => {
    const form = setup();
    form.type('label', 'A');
    vi.advanceTimersByTime(600);
    form.type('label', 'AB');
    form.session.undo();
    expect(form.values().label).toBe('A');
    expect(form.flags()).toMatchObject({ undoCount: 1, redoCount: 1 });
  });

  it('makes no entry of an edit typed then taken back', () => {
    const form = setup();
    form.type('label', 'Bonjourx');
    expect(form.flags().undoCount).toBe(1);
    form.type('label', 'Bonjour');
    expect(form.flags().undoCount).toBe(0);
    vi.advanceTimersByTime(600);
    expect(form.flags().undoCount).toBe(0);
  });

  it('drops the redo branch on a new edit', () => {
    const form = setup();
    form.type('label', 'A');
    vi.advanceTimersByTime(600);
    form.session.undo();
    expect(form.flags().redoCount).toBe(1);
    form.type('count', 5);
    expect(form.flags().redoCount).toBe(0);
    vi.advanceTimersByTime(600);
    form.session.redo();
    expect(form.values()).toEqual({ label: 'Bonjour', count: 5 });
  });
});

describe('EditorSession: versions', () => {
  it("takes a save's answer as the saved version, without an entry; undo then differs from it", () => {
    const form = setup();
    form.type('label', 'Salut');
    form.session.flush(); // the form flushes on submit
    const answer = { label: 'Salut', count: 1, updatedAt: 'now' };
    form.session.setSaved(answer);
    form.reset(answer);
    expect(form.flags()).toMatchObject({ dirty: false, undoCount: 1, differsFromInitial: true });
    form.session.undo();
    expect(form.values()).toMatchObject({ label: 'Bonjour' });
    expect(form.flags().dirty).toBe(true);
  });

  it("has nothing to save from a save's acceptance on, before the form takes the saved version", () => {
    const form = setup();
    form.type('label', 'Salut');
    form.session.submit();
    expect(form.flags().dirty, 'until the answer').toBe(true);
    form.session.saveAccepted();
    expect(form.flags().dirty).toBe(false);
    // The saved version arrives, with what the server adds.
    const answer = { label: 'Salut', count: 1, updatedAt: 'now' };
    form.session.setSaved(answer);
    form.reset(answer);
    expect(form.flags().dirty).toBe(false);
    form.type('label', 'Bonjour');
    expect(form.flags().dirty, 'against the saved version from then on').toBe(true);
  });

  it('keeps what is typed between the acceptance and the form taking the saved version, as one entry', async () => {
    const form = setup();
    form.type('label', 'Salut');
    form.session.submit();
    form.session.saveAccepted();
    form.type('count', 2);
    expect(form.flags().dirty, 'typed since').toBe(true);
    const answer = { label: 'Salut', count: 1, updatedAt: 'now' };
    form.session.setSaved(answer);
    form.reset(answer);
    await Promise.resolve(); // put back once the reset has reached every input
    expect(form.values()).toEqual({ label: 'Salut', count: 2, updatedAt: 'now' });
    expect(form.flags().dirty).toBe(true);
    form.session.undo();
    expect(form.values(), 'the saved version').toEqual(answer);
    form.session.undo();
    expect(form.values().label, 'then before the save').toBe('Bonjour');
  });

  it('keeps an undo made in that moment too, and drops what a reset that never came would have put back', async () => {
    const form = setup();
    form.type('label', 'Salut');
    form.session.submit();
    form.session.saveAccepted();
    form.session.undo();
    const answer = { label: 'Salut', count: 1 };
    form.session.setSaved(answer);
    form.reset(answer);
    await Promise.resolve();
    expect(form.values().label, 'the undo kept').toBe('Bonjour');

    const other = setup();
    other.type('label', 'Salut');
    other.session.submit();
    other.session.saveAccepted();
    other.type('count', 5);
    // The saved version comes without a reset (a live merge keeps the values).
    other.session.setSaved({ label: 'Salut', count: 1 });
    await Promise.resolve();
    other.type('count', 6);
    other.reset({ label: 'Salut', count: 7 });
    await Promise.resolve();
    expect(other.values().count, 'nothing stale put back').toBe(7);
  });

  it('takes the values of the last save sent as the accepted ones', () => {
    const form = setup();
    form.type('label', 'Salut');
    form.session.submit();
    expect(form.flags().dirty).toBe(true);
    form.type('label', 'Salut à tous');
    form.session.submit();
    form.session.saveAccepted();
    expect(form.flags().dirty, 'the values sent last were accepted').toBe(false);
  });

  it('takes the first loaded version as the initial one (a placeholder replaced by the full record)', () => {
    const form = setup({ label: 'Bonjour' });
    form.reset({ label: 'Bonjour', count: 1, body: '<p>Texte</p>' });
    form.type('label', 'Autre');
    expect(form.flags().differsFromInitial).toBe(true);
    form.session.restoreInitial();
    expect(form.values()).toEqual({ label: 'Bonjour', count: 1, body: '<p>Texte</p>' });
    expect(form.flags().differsFromInitial).toBe(false);
  });

  it('lets values the inputs settle after a reset join the version, not the history', () => {
    const form = setup();
    form.reset({ label: 'Bonjour', count: 1 });
    form.settle('isPremium', false);
    vi.advanceTimersByTime(1000);
    expect(form.flags()).toMatchObject({ undoCount: 0 });
    // Later, the same kind of change is the user's (a list item added through the form's API).
    form.settle('tags', ['t1']);
    vi.advanceTimersByTime(600);
    expect(form.flags().undoCount).toBe(1);
  });

  it('restores the initial version as an entry that can be undone', () => {
    const form = setup();
    form.type('label', 'A');
    vi.advanceTimersByTime(600);
    form.session.restoreInitial();
    expect(form.values().label).toBe('Bonjour');
    expect(form.flags()).toMatchObject({ undoCount: 2, differsFromInitial: false });
    form.session.undo();
    expect(form.values().label).toBe('A');
  });

  it('applies values (JSON, paste) as one entry, after the open batch', () => {
    const form = setup();
    form.type('label', 'A');
    form.session.apply({ label: 'Depuis JSON', count: 9 });
    expect(form.values()).toEqual({ label: 'Depuis JSON', count: 9 });
    expect(form.flags()).toMatchObject({ undoCount: 2, revision: 1 });
    form.session.undo();
    expect(form.values()).toEqual({ label: 'A', count: 1 });
  });

  it('ignores the events its own changes of the form cause', () => {
    let values: Values = { label: 'a' };
    const session = new EditorSession({
      form: {
        getValues: () => ({ ...values }),
        setValues: (next) => {
          values = { ...next };
          session.onFormEvent({ name: 'label' });
          session.onFormEvent({});
        },
      },
      changed: (a, b) => !sameValues(a, b),
    });
    session.start(values);
    session.apply({ label: 'b' });
    expect(session.flags.get()).toMatchObject({ undoCount: 1, differsFromInitial: true });
  });
});
