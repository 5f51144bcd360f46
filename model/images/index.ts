// The images tool (spec 000 §2 Images; docs/api.md "Images tool"): what GET /api/{siteId}/stored-images answers, for
// the server (server/domains/images) and the screen (custom-pages/images) alike.

/** A record that uses an image. */
export interface ImageUser {
  type: string;
  /** The type's French name. */
  typeLabel: string;
  _id: string;
  label: string;
  archived: boolean;
}

export interface FoundImage {
  /** Store path ('/2026/11/ab12cd34ef56-photo.jpg'). */
  path: string;
  name: string;
  url: string;
  size: number;
  humanSize: string;
  modifiedAt: string;
  usedBy: ImageUser[];
  /** Live records using it that this user may not read. */
  hiddenUsers: number;
}

export interface ImageSearchResult {
  data: FoundImage[];
  /** false when the search stopped at its bound: more images may match. */
  complete: boolean;
}

/** What the delete and restore calls answer. */
export interface ImagePathReply {
  path: string;
}
