// Business constants and limits (spec 000 §9, 001 §9).

// Lists and search
export const DEFAULT_PAGE_SIZE = 30;
/** Largest `limit` of a list call; `limit=0` means this (docs/api.md). */
export const MAX_PAGE_SIZE = 1000;
export const SEARCH_DEBOUNCE_MS = 500;
/**
 * The search palette's pause after typing before it asks the server: keys pressed closer together send nothing, and a
 * newer text aborts an older request, so a word typed asks about as often as at 100 ms while its results come 50 ms sooner
 * (issue 30: results within 150 ms of typing).
 */
export const PALETTE_PAUSE_MS = 50;
export const REPORT_PAGE_SIZE = 50;
/** Lists show the newest first by these dates, in this order, where the schema has them (spec 001 §9). */
export const NEWEST_FIRST_KEYS = ['publishTs', 'createTs'] as const;

// Feedback and editing
export const NOTIFICATION_MS = 3000;
export const HISTORY_DEBOUNCE_MS = 500;
export const HISTORY_MAX_WAIT_MS = 5000;
/** The other debounces of spec 001 §9: the object editor's text reaches the form this long after the last keystroke. */
export const OBJECT_EDITOR_DEBOUNCE_MS = 500;
/** What depends on the window's width is measured again this long after the last resize. */
export const RESIZE_REFRESH_MS = 200;
/** A list's type-ahead (letters typed to jump to a row) starts over after this pause. */
export const TYPE_AHEAD_RESET_MS = 2000;

// Screen widths in pixels: mobile up to 768, tablet from 769, desktop from 1025.
export const BREAKPOINTS = { mobile: 768, tablet: 769, desktop: 1025 } as const;

/** Property flags only developers see in the schema editor and may set or clear (spec 001 §5, §6; write-only too). */
export const DEVELOPER_PROPERTY_FLAGS = ['excludedFromMongooseSchema', 'notDisplayableInAdmin', 'writeOnly'] as const;
export type DeveloperPropertyFlag = (typeof DEVELOPER_PROPERTY_FLAGS)[number];

/** Longest record id (and type name) the API stores: a reference to a longer one points at nothing. */
export const MAX_RECORD_ID_LENGTH = 128;

export const BLANK_TEMPLATE_SITE_ID = 'MODELE-DE-SITE-VIERGE';

export const ENVIRONMENTS = ['dev', 'staging', 'prod', 'preprod'] as const;
export type Environment = (typeof ENVIRONMENTS)[number];

// Text limits
export const PUBLIC_SLUG_MAX = 75;
export const DESCRIPTION_MAX = 500;
export const RICHTEXT_PREVIEW_MAX = 100;

// Layout grid (spec 001 §9): 12 columns; the wireframe and the validator stop past depth 10.
export const LAYOUT_GRID_COLUMNS = 12;
export const LAYOUT_MAX_DEPTH = 10;
// Values of a layout's settings (spec 001 §3), shared by the validator and the editor's setters.
/** Column alignments; 'both' (space between) and 'spaced' (space around) only make sense in a 'row' column. */
export const LAYOUT_COLUMN_ALIGNS = ['left', 'center', 'right', 'both', 'spaced'] as const;
export const LAYOUT_TEXT_ALIGNS = ['left', 'center', 'right'] as const;
export const LAYOUT_FLEXES = ['row', 'text', 'stacked'] as const;
/** Desktop, tablet (default) or mobile, which means "never" (see model/layouts/grid.ts for what it does). */
export const LAYOUT_BREAKPOINT_VIEWPORTS = ['desktop', 'tablet', 'mobile'] as const;
