// Moderation (spec 000 §4): the moderated types and the statuses their lists' buttons set, for the server
// (server/domains/moderation) and the buttons (custom-pages/moderation) alike.

/** Spec 000 §3 "Moderated content (Question, UserComment): status, publishTs". */
export const MODERATED_TYPES = ['Question', 'UserComment'] as const;

export const PUBLISHED = 'published';

/** The buttons, in order: Accepter (published), Refuser (rejected), Archiver (archived). */
export const MODERATION_ACTIONS = [
  { status: PUBLISHED, label: 'Accepter' },
  { status: 'rejected', label: 'Refuser' },
  { status: 'archived', label: 'Archiver' },
] as const;
