// The gender and number of the French nouns that name record types (a schema's `singular`), so that messages agree:
// 'Catégorie « Société » créée', 'Menu « Principal » créé', 'Options du site « … » créées'. One entry per head noun
// (the singular's first word); every catalogue type's noun is listed (model/nounGender.test.ts), others read masculine.
export type Gender = 'm' | 'f' | 'mp' | 'fp';

const FEMININE = [
  'action',
  'adresse',
  'brève',
  'campagne',
  'catégorie',
  'chaîne',
  'condition',
  'configuration',
  'conférence',
  'contribution',
  'couleur',
  'demande',
  'formation',
  'formule',
  'ligne',
  'liste',
  'newsletter',
  'page',
  'police',
  'programmation',
  'question',
  'redirection',
  'règle',
  'réponse',
  'session',
  'statistique',
  'série',
  'vidéo',
  'étape',
];
const MASCULINE = [
  'abonné',
  'achat',
  'administrateur',
  'arrondissement',
  'article',
  'auteur',
  'ayant',
  'champ',
  'code',
  'commentaire',
  'composant',
  'contenu',
  'document',
  'don',
  'droit',
  'en-tête',
  'espace',
  'export',
  'favori',
  'fournisseur',
  'groupe',
  'lien',
  'menu',
  'modèle',
  'numéro',
  'paiement',
  'participant',
  'pays',
  'pied',
  'pop-up',
  'profil',
  'quiz',
  'requêteur',
  'schéma',
  'serveur',
  'service',
  'signalement',
  'site',
  'sondage',
  'style',
  'tag',
  'tournoi',
  'type',
  'utilisateur',
  'virement',
  'élément',
  'événement',
];

export const NOUN_GENDERS: Readonly<Record<string, Gender>> = {
  ...Object.fromEntries(FEMININE.map((n) => [n, 'f'])),
  ...Object.fromEntries(MASCULINE.map((n) => [n, 'm'])),
  options: 'fp',
};

/** The noun a type's name starts with, as NOUN_GENDERS lists it. */
export const headNoun = (singular: string): string => singular.trim().split(/\s+/)[0].toLowerCase();

export const genderOf = (singular: string): Gender => NOUN_GENDERS[headNoun(singular)] ?? 'm';

/** A regular participle or adjective ('créé', 'remplacé', 'archivé') agreed with a noun of that gender and number. */
export const agreed = (word: string, gender: Gender): string => `${word}${gender.startsWith('f') ? 'e' : ''}${gender.endsWith('p') ? 's' : ''}`;
