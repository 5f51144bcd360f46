// The one edit the model has no named function for: replacing a component's options (the options modal). Built on the
// model's path helpers, so group ranges, uuids and the rest of the layout stay as they are.
import { colOf, getContent, isNested, type ContentPath, type Layout } from '../../model/layouts';
import { last, replaceAt, updateCol } from '../../model/layouts/paths';
import { LayoutError } from '../../model/layouts';

export function setComponentOptions(layout: Layout, path: ContentPath, options: Record<string, unknown>): Layout {
  const content = getContent(layout, path);
  if (isNested(content) || '_cls' in content) throw new LayoutError('bad-content', "ce contenu n'a pas d'options");
  const { options: _old, ...rest } = content;
  const next = Object.keys(options).length ? { ...rest, options } : rest;
  return updateCol(layout, colOf(path), (col) => ({ ...col, contents: replaceAt(col.contents, last(path), next) }));
}
