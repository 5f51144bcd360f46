// What the demo volume holds per site at a given factor, and the word lists prepared for the SQL that generates it.
import { slugify } from '../../../model/slug.js';

/** A small publisher (factor 1): per demo site. `chains` are subscriptions, each a chain of renewed purchases. */
export const FULL_VOLUME = {
  Category: 12,
  Tag: 40,
  Author: 30,
  TextContent: 400,
  Series: 20,
  Video: 150,
  MagazineIssue: 12,
  MagazineArticle: 60,
  Page: 30,
  SubscriptionFormula: 6,
  User: 3000,
  chains: 1150,
  oneOffs: 150,
  UserComment: 600,
  Question: 40,
  News: 16,
  Newsletter: 12,
  Document: 12,
  Quizz: 12,
  Survey: 12,
};

export interface DemoWords {
  categories: { label: string; color: string; subjects: string[] }[];
  angles: string[];
  sentences: string[];
  tags: string[];
  firstNames: string[];
  lastNames: string[];
  cities: [string, string][];
  streets: string[];
  roles: string[];
  seriesTitles: string[];
  videoKinds: string[];
  pages: string[];
  comments: string[];
  questions: string[];
  formulas: { label: string; price: number; durationMonths: number; group: string; weight: number }[];
  /** Hand-written formulas that readers subscribe to, by weight. */
  subscribedFormulas: { id: string; weight: number }[];
  giftFormula: string;
  /** The text of the pages that are text (legal notice, charter…) rather than a section, by label. */
  pageTexts: Record<string, string>;
  /** Newsletters: a label and a subject each. */
  newsletters: { label: string; subject: string }[];
}

export interface FormulaRecord {
  _id: string;
  price: number;
  durationMonths: number;
}

const MONTHS = ['janvier', 'février', 'mars', 'avril', 'mai', 'juin', 'juillet', 'août', 'septembre', 'octobre', 'novembre', 'décembre'];
/** Types bounded by their word list (a label each). */
const LISTED: Partial<Record<keyof typeof FULL_VOLUME, (w: DemoWords) => number>> = {
  Category: (w) => w.categories.length,
  Tag: (w) => w.tags.length,
  Series: (w) => w.seriesTitles.length,
  Page: (w) => w.pages.length,
  SubscriptionFormula: (w) => w.formulas.length,
  MagazineIssue: () => 24,
  Newsletter: (w) => w.newsletters.length,
};

/** How many records of a type the volume makes at `factor`, before the word lists bound it (at least one, unless none). */
export const wantedCount = (type: keyof typeof FULL_VOLUME, factor: number): number =>
  factor > 0 ? Math.max(1, Math.round(FULL_VOLUME[type] * factor)) : 0;

export function demoCounts(factor: number, words: DemoWords): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const type of Object.keys(FULL_VOLUME) as (keyof typeof FULL_VOLUME)[]) {
    const wanted = wantedCount(type, factor);
    counts[type] = Math.min(wanted, LISTED[type]?.(words) ?? Infinity);
  }
  // Every subscriber is a distinct reader, and some readers subscribe to nothing.
  counts.chains = Math.min(counts.chains, Math.floor(counts.User / 2));
  return counts;
}

const labelled = (list: string[]) => list.map((label) => ({ label, slug: slugify(label) }));

/** Image paths of the generated records, drawn at the first start like the hand-written ones. */
export const categoryImage = (label: string) => `/images/demo/rubriques/${slugify(label)}.jpg`;

/** The lists as the SQL reads them: slugs and images beside labels, formulas with cumulative weights. */
export function sqlWords(words: DemoWords, counts: Record<string, number>, handWritten: FormulaRecord[]): Record<string, unknown> {
  const formulas = words.formulas.slice(0, counts.SubscriptionFormula).map((f, i) => ({ ...f, id: `gen-sf-${i + 1}`, slug: slugify(f.label) }));
  const byId = new Map(handWritten.map((f) => [f._id, f]));
  const subscribed = [
    ...words.subscribedFormulas.map(({ id, weight }) => ({ id, weight, months: byId.get(id)!.durationMonths, price: byId.get(id)!.price })),
    ...formulas.map((f) => ({ id: f.id, weight: f.weight, months: f.durationMonths, price: f.price })),
  ];
  const total = subscribed.reduce((sum, f) => sum + f.weight, 0);
  let cum = 0;
  const chainFormulas = subscribed.map(({ id, weight, months, price }) => ({ id, months, price, cum: (cum += weight) / total }));
  chainFormulas[chainFormulas.length - 1].cum = 1.0000001;
  return {
    categories: words.categories.map((c) => ({
      label: c.label,
      slug: slugify(c.label),
      color: c.color,
      image: categoryImage(c.label),
      subjects: labelled(c.subjects),
    })),
    angles: labelled(words.angles),
    sentences: words.sentences,
    tags: labelled(words.tags),
    firstNames: labelled(words.firstNames),
    lastNames: labelled(words.lastNames),
    cities: words.cities,
    streets: words.streets,
    roles: words.roles,
    seriesTitles: labelled(words.seriesTitles),
    videoKinds: words.videoKinds,
    pages: labelled(words.pages).map((p) => (words.pageTexts[p.label] ? { ...p, text: words.pageTexts[p.label] } : p)),
    comments: words.comments,
    questions: words.questions,
    newsletters: words.newsletters,
    months: MONTHS,
    formulas,
    chainFormulas,
    giftFormula: chainFormulas.find((f) => f.id === words.giftFormula),
  };
}
