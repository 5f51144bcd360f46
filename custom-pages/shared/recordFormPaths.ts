/** The paths a record's own screen serves (RecordFormScreen): …/new and …/{id}/edit; the list and the rest stay generic. */
export const recordFormPaths = (subPath: string[]): boolean =>
  (subPath.length === 1 && subPath[0] === 'new') ||
  (subPath.length === 2 && subPath[1] === 'edit' && subPath[0] !== 'new' && subPath[0] !== 'collection');
