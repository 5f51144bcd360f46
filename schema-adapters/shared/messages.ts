// French texts of the record screens (spec 000 §4, 001 §8).
export const DELETE_CONFIRMATION = 'Êtes-vous sûr de vouloir supprimer ?';
export const RESTORE_CONFIRMATION = 'Êtes-vous sûr de vouloir restaurer ?';
export const LEAVE_CONFIRMATION = 'Êtes-vous sûr de vouloir quitter sans enregistrer vos modifications ?';
export const STALE_RECORD = "Cet enregistrement a été modifié entre-temps par quelqu'un d'autre.";
export const RELOAD_CONFIRMATION = 'Recharger cet enregistrement ? Vos modifications non enregistrées seront perdues.';
export const MISSING_DATE = '(manquant)';

export const savedMessage = (noun: string, id: string) => `${noun} - ${id} a bien été enregistrée`;
export const deletedMessage = (noun: string, id: string) => `${noun} - ${id} a bien été supprimée`;
export const restoredMessage = (noun: string, id: string) => `${noun} - ${id} a bien été restaurée`;
