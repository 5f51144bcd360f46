// French wording built from a type's label: the new record's title ('Création de vidéo', 'Création d'administrateur').
// No article: a label carries no gender, and 'Création de vidéo' is correct for every noun; 'de' elides before a vowel or an h.

/** The noun as it reads inside a sentence: 'Vidéo' → 'vidéo'; an acronym or a capitalised word ('RSS', 'URL') stays. */
export const inSentence = (noun: string): string => {
  const [first = '', second = ''] = noun;
  return second && second === second.toLowerCase() ? first.toLowerCase() + noun.slice(1) : noun;
};

/** 'de vidéo', 'd'administrateur', 'd'en-tête', 'd'hôtel'. */
export const deNoun = (noun: string): string => {
  const text = inSentence(noun.trim());
  return /^[aeiouyàâäéèêëîïôöùûüœæh]/i.test(text) ? `d'${text}` : `de ${text}`;
};

/** The title of a record being created. */
export const creationTitle = (singular: string): string => `Création ${deNoun(singular)}`;
