// French texts of the layout editor (spec 001 §8 for the layout errors).
import type { LayoutError } from '../../model/layouts';

/** A refused operation, with the model's reason. */
export const refusalText = (error: LayoutError): string => (error.code === 'empty-col' ? error.message : `Opération refusée : ${error.reason}`);

export const MISSING_DEFINITION = (id: string) => `Composant inconnu pour ce site : ${id}. Ses options ne peuvent pas être modifiées ici.`;
