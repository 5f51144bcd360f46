// What GET /api/{siteId}/stored-images answers (docs/api.md "Contents").
export interface ImageUser {
  type: string;
  typeLabel: string;
  _id: string;
  label: string;
  archived: boolean;
}

export interface FoundImage {
  path: string;
  name: string;
  url: string;
  size: number;
  humanSize: string;
  modifiedAt: string;
  usedBy: ImageUser[];
  hiddenUsers: number;
}

export interface ImageSearchResult {
  data: FoundImage[];
  complete: boolean;
}
