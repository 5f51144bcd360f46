// Pure layout operations (spec 001 §4 "Layout editing"), shared by the layout editor and the server.
// Low-level path helpers (updateCol, replaceAt, …) stay in ./paths.js for whoever needs them.
export {
  type Layout,
  type Row,
  type RowOptions,
  type Col,
  type ColOptions,
  type Flex,
  type BreakpointViewport,
  type Content,
  type Component,
  type ComplexComponentRef,
  type NestedCols,
  type Group,
  type SelectionRange,
  type LayoutErrorCode,
  type LayoutOpResult,
  LayoutError,
  editorLayoutMessage,
  tryLayoutOp,
  isNested,
  isRef,
} from './types.js';
export {
  type LayoutPath,
  type RowPath,
  type ColPath,
  type ContentPath,
  isColPath,
  isContentPath,
  colOf,
  ownerOf,
  colDepth,
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
