// The editor's box, shared with its placeholder: drawn in the form's first paint at the height the editor takes,
// so that the inputs below it do not move when the editor replaces it.
export const EDITOR_MIN_HEIGHT = 160;
/** One row of the toolbar's buttons (it wraps onto more on a narrow screen). */
export const TOOLBAR_MIN_HEIGHT = 30;
