// Contents of a column: adding, removing, reordering, moving and copying (spec 001 §4).
import { spliceGroups } from './groups.js';
import {
  checkDepth,
  colOf,
  getCol,
  getContent,
  isColPath,
  isContentPath,
  isPrefix,
  last,
  pathKey,
  samePath,
  updateCol,
  type ColPath,
  type ContentPath,
  type LayoutPath,
} from './paths.js';
import { isNested, refuse, type Col, type Content, type Group, type Layout } from './types.js';
import { randomUuid, type UuidFactory } from './uuid.js';

const withGroups = (col: Col, groups: readonly Group[] | undefined): Col => {
  if (groups === col.groups) return col;
  const { groups: _old, ...rest } = col;
  return groups?.length ? { ...rest, groups } : rest;
};

/** Replaces `removed` contents at `index` by `inserted`, keeping the column's group ranges in step. */
export function spliceContents(layout: Layout, colPath: ColPath, index: number, removed: number, inserted: readonly Content[] = []): Layout {
  return updateCol(layout, colPath, (col) => {
    const contents = [...col.contents.slice(0, index), ...inserted, ...col.contents.slice(index + removed)];
    return withGroups({ ...col, contents }, spliceGroups(col.groups, index, removed, inserted.length));
  });
}

/** A drop target: a column (append) or a content address, the content being inserted before it (index = length appends). */
function insertionPoint(layout: Layout, target: LayoutPath): { col: ColPath; index: number } {
  if (isColPath(target)) return { col: target, index: getCol(layout, target).contents.length };
  if (!isContentPath(target)) refuse('address', `adresse invalide (${pathKey(target)})`);
  const col = colOf(target);
  if (last(target) > getCol(layout, col).contents.length || last(target) < 0) refuse('address', `adresse invalide (${pathKey(target)})`);
  return { col, index: last(target) };
}

function checkComponent(content: Content): void {
  if (isNested(content) || typeof content._id !== 'string' || content._id === '') refuse('bad-content', 'composant sans _id');
  if ('_cls' in content && content._cls !== 'ComplexComponent') refuse('bad-content', `référence invalide (${String(content._cls)})`);
}

/** Adds a new component (or complex-component reference) from the toolbox at a drop target. */
export function dropNewComponent(layout: Layout, target: LayoutPath, component: Content): Layout {
  checkComponent(component);
  const { col, index } = insertionPoint(layout, target);
  return spliceContents(layout, col, index, 0, [component]);
}

/**
 * Removes a content. Reading of "removing the last content lifts nested contents up": when the content removed
 * is a nested row and it is the last (only) content of its column, the nested row is undone rather than
 * deleted: the contents of its columns, left to right, are lifted into the column (with their groups), the
 * inverse of dividing a column. Any other removal deletes the content and what it holds.
 */
export function removeContent(layout: Layout, p: ContentPath): Layout {
  if (isContentPath(p) && getCol(layout, colOf(p)).contents.length === 0) refuse('empty-col');
  const content = getContent(layout, p);
  const col = getCol(layout, colOf(p));
  if (!isNested(content) || col.contents.length > 1) return spliceContents(layout, colOf(p), last(p), 1);
  const lifted: Content[] = [];
  const groups: Group[] = [];
  for (const sub of content.cols) {
    for (const g of spliceGroups(sub.groups, 0, 0, lifted.length) ?? []) groups.push(g);
    lifted.push(...sub.contents);
  }
  return updateCol(layout, colOf(p), (c) => withGroups({ ...c, contents: lifted }, groups));
}

function swapContents(layout: Layout, colPath: ColPath, a: number): Layout {
  return updateCol(layout, colPath, (col) => {
    const contents = col.contents.slice();
    [contents[a], contents[a + 1]] = [contents[a + 1], contents[a]];
    return { ...col, contents };
  });
}

/** Swaps a content with the one above it (group ranges stay where they are). */
export function moveContentUp(layout: Layout, p: ContentPath): Layout {
  getContent(layout, p);
  if (last(p) === 0) refuse('edge', 'le contenu est déjà le premier de sa colonne');
  return swapContents(layout, colOf(p), last(p) - 1);
}

export function moveContentDown(layout: Layout, p: ContentPath): Layout {
  getContent(layout, p);
  if (last(p) === getCol(layout, colOf(p)).contents.length - 1) refuse('edge', 'le contenu est déjà le dernier de sa colonne');
  return swapContents(layout, colOf(p), last(p));
}

/** A deep copy of a content with fresh uuids for itself, its nested rows and their groups. */
export function cloneContent(content: Content, uuid: UuidFactory = randomUuid): Content {
  const fresh = 'uuid' in content && content.uuid !== undefined ? { uuid: uuid() } : {};
  if (!isNested(content)) return { ...structuredClone(content), ...fresh };
  const cols = content.cols.map(({ contents, groups, ...rest }): Col => ({
    ...structuredClone(rest),
    contents: contents.map((c) => cloneContent(c, uuid)),
    ...(groups && { groups: groups.map((g) => ({ ...structuredClone(g), uuid: uuid() })) }),
  }));
  return { ...content, cols, ...fresh };
}

export interface MoveOptions {
  /** Ctrl held: copy instead of move. */
  readonly copy?: boolean;
  readonly uuid?: UuidFactory;
}

/**
 * Drops an existing content at a target: moves it, or copies it (fresh uuids) when Ctrl is held.
 * A move onto its own column is refused (reordering is moveContentUp/Down), so is a move of a nested row
 * into itself or one of its descendants; a copy may go anywhere. Both are refused past the maximum depth.
 */
export function moveContent(layout: Layout, from: ContentPath, to: LayoutPath, { copy = false, uuid = randomUuid }: MoveOptions = {}): Layout {
  const content = getContent(layout, from);
  const { col, index } = insertionPoint(layout, to);
  if (!copy && samePath(col, colOf(from))) refuse('same-parent', 'le contenu est déjà dans cette colonne');
  if (!copy && isPrefix(from, col)) refuse('into-itself', 'impossible de déplacer une ligne imbriquée dans elle-même');
  checkDepth(col, content);
  if (copy) return spliceContents(layout, col, index, 0, [cloneContent(content, uuid)]);
  const removed = spliceContents(layout, colOf(from), last(from), 1);
  // The removal shifts the target when it sits in a later sibling of the moved content.
  const sibling = from.length - 1;
  const target = isPrefix(colOf(from), col) && col[sibling] > last(from) ? col.map((v, i) => (i === sibling ? v - 1 : v)) : col;
  return spliceContents(removed, target, index, 0, [content]);
}
