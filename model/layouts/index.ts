// Pure layout operations (spec 001 §4 "Layout editing"), shared by the layout editor and the server.
// Low-level path helpers (updateCol, replaceAt, …) stay in ./paths.js for whoever needs them.
export {
  type Layout,
  type Row,
  type Col,
  type Flex,
  type Content,
  type Component,
  type ComplexComponentRef,
  type NestedCols,
  type SelectionRange,
  type LayoutOpResult,
  LayoutError,
  editorLayoutMessage,
  tryLayoutOp,
  isNested,
  isRef,
} from './types.js';
export {
  type LayoutPath,
  type ColPath,
  type ContentPath,
  isColPath,
  isContentPath,
  colOf,
  ownerOf,
  pathKey,
  getRow,
  getCols,
  getCol,
  getContent,
  findAt,
} from './paths.js';
export * from './uuid.js';
export * from './dividers.js';
export * from './rows.js';
export * from './columns.js';
export * from './contents.js';
export * from './groups.js';
export * from './options.js';
export * from './walk.js';
export * from './usage.js';
export * from './grid.js';
