// French texts of the record screens (spec 000 §4, 001 §8).
export const DELETE_CONFIRMATION = 'Êtes-vous sûr de vouloir supprimer ?';
export const RESTORE_CONFIRMATION = 'Êtes-vous sûr de vouloir restaurer ?';
export const LEAVE_CONFIRMATION = 'Êtes-vous sûr de vouloir quitter sans enregistrer vos modifications ?';
export const STALE_RECORD = "Cet enregistrement a été modifié entre-temps par quelqu'un d'autre.";
export const RELOAD_CONFIRMATION = 'Recharger cet enregistrement ? Vos modifications non enregistrées seront perdues.';
export const MISSING_DATE = '(manquant)';

/** `name`: the record's label where it has one (recordName), not its raw id. */
export const savedMessage = (noun: string, name: string) => `${noun} - ${name} a bien été enregistrée`;
export const deletedMessage = (noun: string, name: string) => `${noun} - ${name} a bien été supprimée`;
export const restoredMessage = (noun: string, name: string) => `${noun} - ${name} a bien été restaurée`;

export const SCHEMAS_RELOADED = 'Schémas rechargés';
export const SCHEMAS_RELOAD_FAILED = (reason: string) => `Impossible de recharger les schémas : ${reason}`;

// Record editor (spec 001 §4 Undo and redo, §7 Duplicate, JSON editing, clipboard).
export const JSON_INVALID = (detail: string) => `JSON invalide : ${detail}`;
export const JSON_NOT_AN_OBJECT = 'un objet est attendu';
export const JSON_APPLIED = 'JSON appliqué au formulaire';
export const COPIED = 'Copié dans le presse-papiers';
export const COPY_FAILED = 'Impossible de copier dans le presse-papiers';
export const PASTED = 'Collé dans le formulaire : vérifiez puis enregistrez';
export const PASTE_REFUSED = (reason: string) => `Impossible de coller : ${reason}`;
export const PASTE_OTHER_CLASS = (pasted: string, expected: string) => PASTE_REFUSED(`cet objet est de type ${pasted}, pas ${expected}`);
export const PASTE_NO_CLASS = PASTE_REFUSED("cet objet n'indique pas son type (_cls)");
/** A field's validation message with the field's name. */
export const fieldError = (label: string, message: string) => `${label} : ${message}`;

// Why the console sent the user to another screen than the one asked for (a notice there: src/shell/RedirectNotice.tsx).
export const FORBIDDEN_SECTION = (label: string) => `Vous n'avez pas accès à la section « ${label} » : vous voici sur l'accueil du site`;
export const siteOpenedByAddress = (opened: string, previous: string) =>
  `L'adresse ouverte est celle du site « ${opened} » : c'est maintenant votre site courant (vous étiez sur « ${previous} »).`;
export const FORBIDDEN_SITE = "Ce site n'existe pas ou ne vous est pas ouvert : vous voici sur votre site";
export const RECORD_NOT_FOUND = "Cet enregistrement n'existe pas ou a été archivé : vous voici sur la liste";
export const PAGE_NOT_FOUND = "Cette page n'existe pas : vous voici sur l'accueil du site";
