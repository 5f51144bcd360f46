// The open dialog of the editor, if any. A dialog whose target no longer exists (the layout changed under it, e.g. an
// undo) closes itself instead of failing.
import { findAt, type Layout } from '../../../model/layouts';
import type { DialogState } from '../editorContext';
import { ColumnOptionsDialog } from './ColumnOptionsDialog';
import { ComponentOptionsDialog } from './ComponentOptionsDialog';
import { DividerDialog } from './DividerDialog';
import { GroupDialog } from './GroupDialog';
import { RowOptionsDialog } from './RowOptionsDialog';
import { TargetColumnDialog } from './TargetColumnDialog';

const targetOf = (dialog: DialogState): readonly number[] | undefined => {
  switch (dialog.kind) {
    case 'row':
      return [dialog.row];
    case 'column':
    case 'divide':
    case 'component':
    case 'group':
      return dialog.path;
    case 'moveTo':
      return dialog.from;
    case 'addTo':
      return undefined;
  }
};

export function EditorDialogs({ dialog, layout, onClose }: { dialog: DialogState | null; layout: Layout; onClose: () => void }) {
  if (!dialog) return null;
  const target = targetOf(dialog);
  if (target && !findAt(layout, target)) return null;
  switch (dialog.kind) {
    case 'row':
      return <RowOptionsDialog layout={layout} row={dialog.row} onClose={onClose} />;
    case 'column':
      return <ColumnOptionsDialog layout={layout} path={dialog.path} onClose={onClose} />;
    case 'divide':
      return <DividerDialog layout={layout} path={dialog.path} onClose={onClose} />;
    case 'component':
      return <ComponentOptionsDialog layout={layout} path={dialog.path} onClose={onClose} />;
    case 'group':
      return <GroupDialog layout={layout} path={dialog.path} uuid={dialog.uuid} range={dialog.range} onClose={onClose} />;
    case 'moveTo':
      return <TargetColumnDialog layout={layout} mode="move" from={dialog.from} onClose={onClose} />;
    case 'addTo':
      return <TargetColumnDialog layout={layout} mode="add" content={dialog.content} onClose={onClose} />;
  }
}
