// The record editor's session: the values history (one entry per batch of edits), the initial version, and the
// flags the screen shows (dirty, undo / redo counts, differs from the initial version). Framework-free: the React
// hook (record/useEditorSession) feeds it the form's events and gives it a way to set the form's values.
import { HISTORY_DEBOUNCE_MS, HISTORY_MAX_WAIT_MS } from '../../model/constants';
import { createBatcher, type Batcher } from './batcher';
import { createHistory, push, rebase, redo, undo, type History } from './history';
import { cloneValues, sameValue, sameValues, type Values } from './recordValues';
import { createStore, type Store } from './store';
import { rootKeyOf } from './visibility';

export interface FormPort {
  getValues(): Values;
  /** Makes the form hold exactly these values (keys it lacks are cleared). */
  setValues(values: Values): void;
}

/** What the form says happened: react-hook-form's `name` (the input's path) and `type` ('change' for user input). */
export interface FormEvent {
  name?: string;
  type?: string;
}

export interface EditorFlags {
  /** The values would save something against the last saved version. */
  dirty: boolean;
  /** The values differ from the version the form opened with (restoring it would change something). */
  differsFromInitial: boolean;
  undoCount: number;
  redoCount: number;
  /** Bumped whenever the session itself sets the form's values (undo, redo, restore, JSON, paste). */
  revision: number;
}

export interface SessionOptions {
  form: FormPort;
  /**
   * Whether `values` would save something against `baseline` (hidden and blank values aside); `edited` names the
   * keys just edited, worth looking at first.
   */
  changed: (values: Values, baseline: Values, edited: readonly string[]) => boolean;
  wait?: number;
  maxWait?: number;
  /**
   * After the form is reset (a load, a save's answer) or set by the session, inputs may settle their values
   * (a switch registers false, a default applies): changes that are not user input within this time join the
   * version rather than making an entry.
   */
  settleMs?: number;
  now?: () => number;
}

export class EditorSession {
  readonly flags: Store<EditorFlags> = createStore<EditorFlags>({ dirty: false, differsFromInitial: false, undoCount: 0, redoCount: 0, revision: 0 });
  private history: History<Values> = createHistory({});
  private initial: Values | undefined;
  private saved: Values = {};
  /**
   * The values of the last save sent, then, once the server has accepted them, until the form takes the saved version
   * (a moment later: react-admin hands the answer on a task later, the record form after painting), those values.
   */
  private submitted: Values | undefined;
  private accepted: Values | undefined;
  /** What was typed meanwhile, by top-level key: the form's reset to the saved version would drop it. */
  private readonly typedSinceAccepted = new Map<string, unknown>();
  /** Top-level keys edited since the last entry whose values differ from it. */
  private readonly pendingKeys = new Set<string>();
  private readonly batcher: Batcher;
  private settleUntil = 0;
  private applying = false;
  private disposed = false;
  private readonly now: () => number;
  private readonly settleMs: number;

  constructor(private readonly options: SessionOptions) {
    this.now = options.now ?? Date.now;
    this.settleMs = options.settleMs ?? 300;
    this.batcher = createBatcher(() => this.commit(), {
      wait: options.wait ?? HISTORY_DEBOUNCE_MS,
      maxWait: options.maxWait ?? HISTORY_MAX_WAIT_MS,
      now: this.now,
    });
  }

  /** The form opened: its values are the first version and the initial one. */
  start(saved: Values): void {
    this.batcher.cancel();
    this.pendingKeys.clear();
    this.saved = saved;
    const snapshot = cloneValues(this.options.form.getValues());
    this.history = createHistory(snapshot);
    this.initial = snapshot;
    this.settleUntil = this.now() + this.settleMs;
    this.update();
  }

  /** The last saved version changed (a load, a save). */
  setSaved(saved: Values): void {
    if (saved !== this.saved) {
      this.accepted = undefined;
      // The form's reset to it comes in the same effects, after this: what was typed meanwhile is put back then
      // (rebase); when no reset comes (values kept by a live merge, or nothing changed), it is dropped.
      queueMicrotask(() => this.typedSinceAccepted.clear());
    }
    this.saved = saved;
    this.update();
  }

  /** A save is sent: the open batch becomes an entry of its own, and these values are the ones the save sends. */
  submit(): void {
    this.flush();
    this.accepted = undefined;
    this.typedSinceAccepted.clear();
    this.submitted = cloneValues(this.options.form.getValues());
  }

  /** The server accepted the save sent: values still equal to it have nothing to save, nor to ask about on leaving. */
  saveAccepted(): void {
    this.accepted = this.submitted;
    this.submitted = undefined;
    this.update();
  }

  onFormEvent({ name, type }: FormEvent): void {
    if (this.applying) return;
    // A reset from outside (react-admin loading the record, or its saved version after a save).
    if (name === undefined && type === undefined) return this.rebase(true);
    if (type !== 'change' && this.now() < this.settleUntil) return this.rebase(false);
    this.trackPending(name);
    this.keepTyped(name);
    this.batcher.schedule();
    this.update(name ? [rootKeyOf(name)] : []);
  }

  /** Closes the open batch now: before undoing, applying or saving, so that it is an entry of its own. */
  flush(): void {
    this.batcher.flush();
  }

  undo(): void {
    this.flush();
    if (!this.history.past.length) return;
    this.history = undo(this.history);
    this.setForm(this.history.present);
  }

  redo(): void {
    this.flush();
    if (!this.history.future.length) return;
    this.history = redo(this.history);
    this.setForm(this.history.present);
  }

  /** Sets the form's values as one history entry (JSON editor, paste, restore). */
  apply(values: Values): void {
    this.flush();
    this.setForm(values);
    this.history = push(this.history, cloneValues(this.options.form.getValues()), sameValues);
    this.update();
  }

  restoreInitial(): void {
    if (this.initial) this.apply(this.initial);
  }

  dispose(): void {
    this.disposed = true;
    this.batcher.cancel();
  }

  private setForm(values: Values): void {
    const before = this.accepted === undefined ? undefined : this.options.form.getValues();
    this.applying = true;
    try {
      this.options.form.setValues(cloneValues(values));
    } finally {
      this.applying = false;
    }
    // An undo, a paste or the JSON editor between a save's acceptance and the form's reset are kept as typing is.
    if (before) {
      const after = cloneValues(this.options.form.getValues());
      for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
        if (!sameValue(before[key], after[key])) this.typedSinceAccepted.set(key, after[key]);
      }
    }
    this.pendingKeys.clear();
    this.settleUntil = this.now() + this.settleMs;
    this.flags.set({ revision: this.flags.get().revision + 1 });
    this.update();
  }

  private commit(): void {
    this.pendingKeys.clear();
    this.history = push(this.history, cloneValues(this.options.form.getValues()), sameValues);
    this.update();
  }

  /** The form's values become the present version without an entry; the first one is the initial version too. */
  private rebase(external: boolean): void {
    this.batcher.cancel();
    this.pendingKeys.clear();
    const snapshot = cloneValues(this.options.form.getValues());
    this.history = rebase(this.history, snapshot);
    if (!this.history.past.length && !this.history.future.length) this.initial = snapshot;
    if (external) {
      this.settleUntil = this.now() + this.settleMs;
      if (this.typedSinceAccepted.size) {
        const typed = Object.fromEntries(this.typedSinceAccepted);
        this.typedSinceAccepted.clear();
        // Once the reset has reached every input: one subscribed after the session would show the reset's value.
        queueMicrotask(() => this.putBack(typed));
      }
    }
    this.update();
  }

  private keepTyped(name: string | undefined): void {
    if (this.accepted === undefined) return this.typedSinceAccepted.clear();
    if (name === undefined) return;
    const key = rootKeyOf(name);
    this.typedSinceAccepted.set(key, cloneValues(this.options.form.getValues())[key]);
  }

  /** After the reset to the saved version, what was typed since the save's acceptance goes back over it, as one entry. */
  private putBack(typed: Values): void {
    if (!this.disposed) this.apply({ ...this.options.form.getValues(), ...typed });
  }

  private trackPending(name: string | undefined): void {
    const values = this.options.form.getValues();
    const present = this.history.present;
    const keys = name ? [rootKeyOf(name)] : Object.keys({ ...values, ...present });
    for (const key of keys) {
      if (sameValue(values[key], present[key])) this.pendingKeys.delete(key);
      else this.pendingKeys.add(key);
    }
  }

  private update(edited: readonly string[] = []): void {
    const values = this.options.form.getValues();
    const pending = this.pendingKeys.size > 0;
    this.flags.set({
      dirty: this.options.changed(values, this.saved, edited) && (this.accepted === undefined || this.options.changed(values, this.accepted, edited)),
      differsFromInitial: this.initial !== undefined && this.options.changed(values, this.initial, edited),
      // An open batch that changed something is an entry to come: Undo can already take it back.
      undoCount: this.history.past.length + (pending ? 1 : 0),
      redoCount: pending ? 0 : this.history.future.length,
    });
  }
}
