// A drop turned into model operations (model/layout): every rule (same parent, into itself, divider sizes, depth)
// stays there; this only picks the operation.
import {
  addRow,
  divideColumn,
  dropNewComponent,
  isColPath,
  moveContent,
  randomUuid,
  type Content,
  type Layout,
  type UuidFactory,
} from '../../../model/layouts';
import type { DragPayload, DropTarget } from './types';

/** Whether a target takes a payload at all (a refused operation is still offered, and refused with its reason). */
export function accepts(payload: DragPayload, target: DropTarget): boolean {
  if (payload.kind !== 'columns') return true;
  if (target.kind === 'row') return true;
  return payload.divider !== 'full' && isColPath(target.path);
}

/** A toolbox component as placed: a fresh uuid for each drop (references keep their shape). */
export function placed(content: Content, uuid: UuidFactory = randomUuid): Content {
  if ('cols' in content || '_cls' in content) return content;
  return { ...content, uuid: uuid() };
}

export interface DropOptions {
  /** Ctrl held: copy the dragged content instead of moving it. */
  readonly copy: boolean;
  readonly uuid?: UuidFactory;
}

/** The layout after the drop; throws the model's LayoutError when the operation is refused. */
export function dropOperation(layout: Layout, payload: DragPayload, target: DropTarget, { copy, uuid = randomUuid }: DropOptions): Layout {
  if (target.kind === 'row') {
    if (payload.kind === 'columns') return addRow(layout, payload.divider, { at: target.at, uuid });
    const withRow = addRow(layout, 'full', { at: target.at, uuid });
    if (payload.kind === 'component') return dropNewComponent(withRow, [target.at, 0], placed(payload.content, uuid));
    // The new row shifts the rows at and after it.
    const from = payload.from[0] >= target.at ? [payload.from[0] + 1, ...payload.from.slice(1)] : payload.from;
    return moveContent(withRow, from, [target.at, 0], { copy, uuid });
  }
  switch (payload.kind) {
    case 'component':
      return dropNewComponent(layout, target.path, placed(payload.content, uuid));
    case 'content':
      return moveContent(layout, payload.from, target.path, { copy, uuid });
    case 'columns':
      return divideColumn(layout, target.path, payload.divider);
  }
}
