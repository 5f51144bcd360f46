// The demo volume's smaller features: news flashes, newsletters, documents, quizzes and surveys, a believable handful
// of each drawn from the categories' subjects. Helpers and parameters: see volume.ts.
import { DAY, genId, n, NOW, pick, ref, refTo, richText, rnd, sentence, words, type GeneratedType } from './volume.js';

const label = (j: string) => `(${j} ->> 'label')`;
const slug = (j: string) => `(${j} ->> 'slug')`;
/** The k-th category (0-based, wrapping) and one of its subjects chosen by `purpose`. */
const SUBJECT = (
  purpose: string,
) => `CROSS JOIN LATERAL (SELECT ${words('categories')} -> ((i - 1) % ${n('Category')}) AS c, (i - 1) % ${n('Category')} AS ci) k
  CROSS JOIN LATERAL (SELECT c -> 'subjects' -> floor(${rnd(`${purpose}-subject`)} * jsonb_array_length(c -> 'subjects'))::int AS s) w`;
/** Within the last `days` days, spread by row. */
const recent = (purpose: string, days: number) => `(${NOW} - 3600 - floor(${rnd(purpose)} * ${days} * ${DAY}))::bigint`;

const NEWS: GeneratedType = [
  'News',
  `SELECT ${genId('news', 'i')} AS id, jsonb_build_object('label', ${label('s')} || ' : ' || ${label(pick('angles', rnd('nw-angle')))},
    'status', CASE WHEN i % 7 = 0 THEN 'prepub' ELSE 'published' END, 'publishTs', CASE WHEN i % 7 = 0 THEN ${NOW} + i * 3600 ELSE ts END,
    'body', ${richText(`'<p>' || ${sentence(rnd('nw-body'))} || '</p>'`)}, 'isUrgent', i % 5 = 1,
    'category', ${ref('Category', genId('cat', 'ci + 1'))}, 'tags', jsonb_build_array(${refTo('Tag', 'tag', rnd('nw-tag'))})) AS doc,
    to_timestamp(least(ts, ${NOW})) AS created_at
  FROM generate_series(1, ${n('News')}) i ${SUBJECT('nw')}
  CROSS JOIN LATERAL (SELECT ${recent('nw-ts', 30)} AS ts) t`,
];

const NEWSLETTER: GeneratedType = [
  'Newsletter',
  `SELECT ${genId('nl', 'i')} AS id, jsonb_build_object('label', ${label('l')}, 'subject', l ->> 'subject',
    'sendStatus', CASE WHEN i = 1 THEN 'scheduled' WHEN i = 2 THEN 'draft' ELSE 'sent' END,
    'sendTs', CASE WHEN i = 1 THEN ${NOW} + ${DAY} ELSE ${recent('nl-ts', 60)} END,
    'intro', ${richText(`'<p>Bonjour, ' || ${sentence(rnd('nl-intro'))} || '</p>'`)},
    'contents', (SELECT jsonb_agg(${refTo('TextContent', 'tc', rnd('nl-content', "i || '-' || k"))}) FROM generate_series(1, 3) k),
    'emailTemplate', ${ref('EmailTemplate', "'et-welcome'")}) AS doc, to_timestamp(${NOW} - 90 * ${DAY} + i * ${DAY}) AS created_at
  FROM generate_series(1, ${n('Newsletter')}) i CROSS JOIN LATERAL (SELECT ${words('newsletters')} -> (i - 1) AS l) w`,
];

const DOCUMENT: GeneratedType = [
  'Document',
  `SELECT ${genId('doc', 'i')} AS id, jsonb_build_object('label', 'Dossier : ' || ${label('s')} || ' (synthèse)',
    'status', 'published', 'publishTs', ts, 'file', '/files/demo/dossier-' || ${slug('s')} || '-' || i || '.pdf',
    'description', ${richText(`'<p>' || ${sentence(rnd('do-d'))} || '</p>'`)}, 'isPremium', i % 3 = 0,
    'tags', jsonb_build_array(${refTo('Tag', 'tag', rnd('do-tag'))})) AS doc, to_timestamp(ts) AS created_at
  FROM generate_series(1, ${n('Document')}) i ${SUBJECT('do')}
  CROSS JOIN LATERAL (SELECT ${recent('do-ts', 365)} AS ts) t`,
];

/** Three questions 'which section covers this subject?': the right section among three, in an order fixed by the row. */
const QUIZ_QUESTIONS = `(SELECT jsonb_agg(jsonb_build_object('question', 'Dans quelle rubrique lit-on « ' || (qc -> 'subjects' -> (q % jsonb_array_length(qc -> 'subjects')) ->> 'label') || ' » ?',
    'answers', (SELECT jsonb_agg(jsonb_build_object('label', ${words('categories')} -> ((qi + a) % ${n('Category')}) ->> 'label', 'isCorrect', a = 0)
      ORDER BY md5($1 || i || q || a)) FROM generate_series(0, least(2, ${n('Category')} - 1)) a),
    'explanation', 'Ce sujet est traité dans la rubrique ' || (qc ->> 'label') || '.'))
  FROM generate_series(0, 2) q CROSS JOIN LATERAL (SELECT (ci + q) % ${n('Category')} AS qi) x
  CROSS JOIN LATERAL (SELECT ${words('categories')} -> qi AS qc) y)`;

const QUIZZ: GeneratedType = [
  'Quizz',
  `SELECT ${genId('quizz', 'i')} AS id, jsonb_build_object('label', 'Quiz n° ' || i || ' : à chaque sujet sa rubrique',
    'status', CASE WHEN i % 6 = 0 THEN 'prepub' ELSE 'published' END, 'publishTs', ts, 'image', c ->> 'image',
    'description', ${richText(`'<p>Trois sujets de l''actualité : retrouvez la rubrique de chacun.</p>'`)},
    'questions', ${QUIZ_QUESTIONS}, 'showResults', true) AS doc, to_timestamp(least(ts, ${NOW})) AS created_at
  FROM generate_series(1, ${n('Quizz')}) i ${SUBJECT('qz')}
  CROSS JOIN LATERAL (SELECT ${recent('qz-ts', 180)} AS ts) t`,
];

const SURVEY: GeneratedType = [
  'Survey',
  `SELECT ${genId('survey', 'i')} AS id, jsonb_build_object('label', 'Faut-il parler davantage de « ' || ${label('s')} || ' » ?',
    'status', 'published', 'publishTs', ts, 'multipleChoice', false, 'endTs', ts + 30 * ${DAY},
    'description', ${richText(`'<p>Donnez votre avis à la rédaction de la rubrique ' || ${label('c')} || '.</p>'`)},
    'choices', jsonb_build_array(jsonb_build_object('label', 'Oui', 'voteCount', 40 + floor(${rnd('sv-yes')} * 400)::int),
      jsonb_build_object('label', 'Non', 'voteCount', 20 + floor(${rnd('sv-no')} * 250)::int),
      jsonb_build_object('label', 'Sans opinion', 'voteCount', floor(${rnd('sv-none')} * 60)::int))) AS doc, to_timestamp(ts) AS created_at
  FROM generate_series(1, ${n('Survey')}) i ${SUBJECT('sv')}
  CROSS JOIN LATERAL (SELECT ${recent('sv-ts', 240)} AS ts) t`,
];

/** The features of a demo site (made after the editorial records they point at). */
export const FEATURE_TYPES: GeneratedType[] = [NEWS, NEWSLETTER, DOCUMENT, QUIZZ, SURVEY];
