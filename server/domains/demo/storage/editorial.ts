// The demo volume's editorial side: categories, tags, authors, text contents, series, videos, magazine, pages.
// Helpers and parameters: see volume.ts.
import {
  DAY,
  DEMO_SOURCE_FILES,
  demoSourceFile,
  genId,
  n,
  NOW,
  pastTs,
  pick,
  ref,
  refTo,
  richText,
  rnd,
  sentence,
  words,
  type GeneratedType,
} from './volume.js';

const category = (r: string) => `(${words('categories')} -> floor(${r} * ${n('Category')})::int)`;
const label = (j: string) => `(${j} ->> 'label')`;
const slug = (j: string) => `(${j} ->> 'slug')`;
const lowerFirst = (text: string) => `(lower(left(${text}, 1)) || substr(${text}, 2))`;
/** 1 to 3 distinct tags. */
const tags = (purpose: string) => {
  const index = `1 + (floor(${rnd(`${purpose}-tag`)} * ${n('Tag')})::int + k * 7) % ${n('Tag')}`;
  return `(SELECT jsonb_agg(DISTINCT ${ref('Tag', genId('tag', index))}) FROM generate_series(0, floor(${rnd(`${purpose}-tags`)} * 3)::int) k)`;
};
const status = (r: string) => `CASE WHEN ${r} < 0.8 THEN 'published' WHEN ${r} < 0.92 THEN 'prepub' ELSE 'archived' END`;
/** Scheduled in the coming two weeks when prepub, otherwise in the past two years. */
const publishTs = (statusR: string, r: string) => `CASE WHEN ${statusR} >= 0.8 AND ${statusR} < 0.92
  THEN (${NOW} + 3600 + floor(${r} * 14 * ${DAY}))::bigint ELSE ${pastTs(r)} END`;
const createdAt = (ts: string, r: string) => `to_timestamp(least(${ts}, ${NOW}) - floor(${r} * 3 * ${DAY}))`;
/** The k-th (1-based) magazine issue comes out on the first of its month; the last one next month. */
const issueDate = (k: string) => `(date_trunc('month', to_timestamp(${NOW})) - make_interval(months => ${n('MagazineIssue')} - (${k}) - 1))`;
/** A subject's title and four different sentences (every fourth one of the list from a chosen start). */
const article = (subject: string, purpose: string) => {
  const nth = (j: number) =>
    `(${words('sentences')} ->> ((floor(${rnd(`${purpose}-body`)} * jsonb_array_length(${words('sentences')}))::int + ${4 * j}) % jsonb_array_length(${words('sentences')})))`;
  return `'<h2>' || ${label(subject)} || '</h2><p>' || ${nth(0)} || ' ' || ${nth(1)} || '</p><p>' || ${nth(2)} || ' ' || ${nth(3)} || '</p>'`;
};

const TAXONOMY: GeneratedType[] = [
  [
    'Category',
    `SELECT ${genId('cat', 'i')} AS id, jsonb_build_object('label', ${label('c')}, 'slug', ${slug('c')}, 'color', c ->> 'color',
      'image', c ->> 'image', 'order', 10 + i, 'description', 'Rubrique ' || ${label('c')} || ' : enquêtes, analyses et reportages.') AS doc,
      to_timestamp(${NOW} - 800 * ${DAY}) AS created_at
    FROM generate_series(1, ${n('Category')}) i CROSS JOIN LATERAL (SELECT ${words('categories')} -> (i - 1) AS c) w`,
  ],
  [
    'Tag',
    `SELECT ${genId('tag', 'i')} AS id, jsonb_build_object('text', lower(${label('t')}), 'label', ${label('t')}, 'slug', ${slug('t')},
      'isMain', i <= 6) AS doc, to_timestamp(${NOW} - 790 * ${DAY} + i * ${DAY}) AS created_at
    FROM generate_series(1, ${n('Tag')}) i CROSS JOIN LATERAL (SELECT ${words('tags')} -> (i - 1) AS t) w`,
  ],
  [
    'Author',
    `SELECT ${genId('author', 'i')} AS id, jsonb_strip_nulls(jsonb_build_object('label', ${label('f')} || ' ' || ${label('l')},
      'firstName', ${label('f')}, 'lastName', ${label('l')}, 'role', ${pick('roles', rnd('au-role'))} #>> '{}',
      'bio', ${richText(`'<p>' || ${label('f')} || ' a rejoint la rédaction en ' || (2005 + i % 18) || '.</p>'`)},
      'photo', '/images/demo/portraits/portrait-' || (1 + i % 6) || '.jpg',
      'email', ${slug('f')} || '.' || ${slug('l')} || '@redaction.example',
      'twitter', CASE WHEN ${rnd('au-x')} < 0.5 THEN jsonb_build_object('url', 'https://x.com/' || ${slug('f')} || ${slug('l')}) END)) AS doc,
      to_timestamp(${NOW} - 780 * ${DAY}) AS created_at
    FROM generate_series(1, ${n('Author')}) i
    CROSS JOIN LATERAL (SELECT ${pick('firstNames', rnd('au-f'))} AS f, ${pick('lastNames', rnd('au-l'))} AS l) w`,
  ],
];

const CONTENTS: GeneratedType[] = [
  [
    'TextContent',
    `SELECT ${genId('tc', 'i')} AS id, jsonb_build_object('label', ${label('s')} || ' : ' || ${label('a')},
      'slug', ${slug('s')} || '-' || ${slug('a')} || '-' || i, 'status', ${status('rs')}, 'publishTs', ts,
      'category', ${ref('Category', genId('cat', 'ci + 1'))},
      'contentType', ${ref('ContentType', `CASE WHEN ${rnd('tc-ct')} < 0.7 THEN 'ct-article' ELSE 'ct-analyse' END`)},
      'authors', jsonb_build_array(${refTo('Author', 'author', rnd('tc-a1'))})
        || CASE WHEN ${rnd('tc-a2')} < 0.25 THEN jsonb_build_array(${refTo('Author', 'author', rnd('tc-a3'))}) ELSE '[]' END,
      'tags', ${tags('tc')}, 'chapo', ${label('s')} || ' : ' || ${lowerFirst(sentence(rnd('tc-chapo')))},
      'body', ${richText(article('s', 'tc'))},
      'image', c ->> 'image', 'imageCaption', 'Illustration : ' || ${label('c')}, 'isPremium', ${rnd('tc-premium')} < 0.3,
      'namespace', ${ref('Namespace', `CASE WHEN ${rnd('tc-ns')} < 0.8 THEN 'ns-national' ELSE 'ns-lyon' END`)}) AS doc,
      ${createdAt('ts', rnd('tc-created'))} AS created_at
    FROM generate_series(1, ${n('TextContent')}) i
    CROSS JOIN LATERAL (SELECT ${rnd('tc-status')} AS rs, floor(${rnd('tc-cat')} * ${n('Category')})::int AS ci) k
    CROSS JOIN LATERAL (SELECT ${words('categories')} -> ci AS c, ${publishTs('rs', rnd('tc-ts'))} AS ts) w
    CROSS JOIN LATERAL (SELECT c -> 'subjects' -> floor(${rnd('tc-subject')} * jsonb_array_length(c -> 'subjects'))::int AS s,
      ${pick('angles', rnd('tc-angle'))} AS a) x`,
  ],
  [
    'Series',
    `SELECT ${genId('series', 'i')} AS id, jsonb_build_object('label', ${label('t')}, 'slug', ${slug('t')}, 'status', 'published',
      'publishTs', ts, 'image', c ->> 'image', 'description', ${richText(`'<p>' || ${sentence(rnd('se-d'))} || '</p>'`)},
      'episodes', (SELECT coalesce(jsonb_agg(${ref('Video', genId('vid', 'v'))} ORDER BY v), '[]') FROM generate_series(i, ${n('Video')}, ${n('Series')}) v),
      'seasonCount', 1 + floor(${rnd('se-seasons')} * 3)::int, 'category', ${ref('Category', genId('cat', `1 + (i - 1) % ${n('Category')}`))},
      'tags', ${tags('se')}) AS doc, to_timestamp(ts - ${DAY}) AS created_at
    FROM generate_series(1, ${n('Series')}) i
    CROSS JOIN LATERAL (SELECT ${words('seriesTitles')} -> (i - 1) AS t, ${words('categories')} -> ((i - 1) % ${n('Category')}) AS c,
      (${NOW} - 700 * ${DAY} + floor(${rnd('se-ts')} * 60 * ${DAY}))::bigint AS ts) w`,
  ],
  [
    'Video',
    `SELECT ${genId('vid', 'i')} AS id, jsonb_strip_nulls(jsonb_build_object(
      'label', (${pick('videoKinds', rnd('vi-kind'))} #>> '{}') || ' : ' || ${lowerFirst(label('s'))}, 'status', ${status('rs')}, 'publishTs', ts,
      'image', c ->> 'image', 'description', ${richText(`'<p>' || ${sentence(rnd('vi-d'))} || '</p>'`)}, 'tags', ${tags('vi')},
      'category', ${ref('Category', genId('cat', 'ci + 1'))}, 'isPremium', ${rnd('vi-premium')} < 0.25,
      'series', ${ref('Series', genId('series', `1 + (i - 1) % ${n('Series')}`))}, 'episodeNumber', 1 + (i - 1) / ${n('Series')},
      'duration', duration, 'sourceFile', '${demoSourceFile(`' || (1 + (i - 1) % ${DEMO_SOURCE_FILES}) || '`)}', 'createTs', created,
      'srcInfo', jsonb_build_object('modified', created - 3600, 'size', duration::bigint * 1500000, 'duration', duration + 0.4),
      'encodingProfile', ${ref('EncodingProfile', `CASE WHEN ${rnd('vi-ep')} < 0.6 THEN 'ep-hd' ELSE 'ep-standard' END`)},
      'encodingPriority', -i, 'encodingStatus', enc,
      'encodingProgress', CASE enc WHEN 'done' THEN 1 WHEN 'pending' THEN 0 ELSE round((0.1 + ${rnd('vi-progress')} * 0.8)::numeric, 2) END,
      'encodingProgressText', CASE enc WHEN 'done' THEN 'Terminé' WHEN 'pending' THEN 'En attente' ELSE 'Échec : fichier source illisible' END,
      'trailer', CASE WHEN enc = 'done' THEN jsonb_build_object('res', '[360, 720]'::jsonb,
        'mp4', '/videos/' || ${genId('vid', 'i')} || '/trailer.mp4', 'smil', '/videos/' || ${genId('vid', 'i')} || '/trailer.smil') END,
      'full', CASE WHEN enc = 'done' THEN jsonb_build_object('res', '[360, 720, 1080]'::jsonb,
        'mp4', '/videos/' || ${genId('vid', 'i')} || '/full.mp4', 'smil', '/videos/' || ${genId('vid', 'i')} || '/full.smil') END)) AS doc,
      to_timestamp(created) AS created_at
    FROM generate_series(1, ${n('Video')}) i
    CROSS JOIN LATERAL (SELECT ${rnd('vi-status')} AS rs, ${rnd('vi-enc')} AS re, floor(${rnd('vi-cat')} * ${n('Category')})::int AS ci,
      (60 + floor(${rnd('vi-duration')} * 3000))::int AS duration) k
    CROSS JOIN LATERAL (SELECT ${words('categories')} -> ci AS c, ${publishTs('rs', rnd('vi-ts'))} AS ts,
      CASE WHEN rs < 0.8 OR rs >= 0.92 OR re < 0.4 THEN 'done' WHEN re < 0.85 THEN 'pending' ELSE 'error' END AS enc) w
    CROSS JOIN LATERAL (SELECT c -> 'subjects' -> floor(${rnd('vi-subject')} * jsonb_array_length(c -> 'subjects'))::int AS s,
      (least(ts, ${NOW}) - ${DAY} - floor(${rnd('vi-created')} * 4 * ${DAY}))::bigint AS created) x`,
  ],
  [
    'MagazineIssue',
    `SELECT ${genId('mi', 'i')} AS id, jsonb_build_object('label', 'Numéro ' || (44 + i) || ' — '
      || initcap(${words('months')} ->> (extract(month FROM d)::int - 1)) || ' ' || extract(year FROM d)::int, 'number', 44 + i,
      'status', CASE WHEN i = ${n('MagazineIssue')} THEN 'prepub' ELSE 'published' END, 'publishTs', extract(epoch FROM d)::bigint,
      'cover', '/images/demo/magazine/couverture-' || (1 + i % 4) || '.jpg',
      'summary', ${richText(`'<p>' || ${sentence(rnd('mi-s'))} || '</p>'`)}, 'price', 6.9) AS doc,
      least(d, to_timestamp(${NOW})) - interval '10 days' AS created_at
    FROM generate_series(1, ${n('MagazineIssue')}) i CROSS JOIN LATERAL (SELECT ${issueDate('i')} AS d) w`,
  ],
  [
    'MagazineArticle',
    `SELECT ${genId('ma', 'i')} AS id, jsonb_build_object('label', ${label('s')} || ' : ' || ${label('a')},
      'slug', ${slug('s')} || '-magazine-' || i, 'issue', ${ref('MagazineIssue', genId('mi', 'k'))}, 'pageNumber', 4 + 2 * ((i - 1) / ${n('MagazineIssue')}),
      'status', CASE WHEN k = ${n('MagazineIssue')} THEN 'prepub' ELSE 'published' END, 'publishTs', extract(epoch FROM d)::bigint,
      'authors', jsonb_build_array(${refTo('Author', 'author', rnd('ma-a'))}), 'body', ${richText(article('s', 'ma'))},
      'image', c ->> 'image', 'tags', ${tags('ma')}, 'isPremium', ${rnd('ma-premium')} < 0.6) AS doc,
      least(d, to_timestamp(${NOW})) - interval '12 days' AS created_at
    FROM generate_series(1, ${n('MagazineArticle')}) i
    CROSS JOIN LATERAL (SELECT 1 + (i - 1) % ${n('MagazineIssue')} AS k, ${category(rnd('ma-cat'))} AS c) w
    CROSS JOIN LATERAL (SELECT ${issueDate('k')} AS d, c -> 'subjects' -> floor(${rnd('ma-subject')} * jsonb_array_length(c -> 'subjects'))::int AS s,
      ${pick('angles', rnd('ma-angle'))} AS a) x`,
  ],
];

/** Simple valid layouts (catalogue/components), each component with its internal name (the layout editor asks for one). */
const component = (id: string, shown: string, name: string, options: string) =>
  `jsonb_build_object('_id', '${id}', 'label', '${shown}', 'frontComponent', '${id}', 'options', jsonb_build_object(${options}, 'name', '${name} (' || ${label('p')} || ')'))`;
const column = (size: number, content: string) => `jsonb_build_object('size', ${size}, 'contents', jsonb_build_array(${content}))`;
const row = (uuid: string, ...cols: string[]) => `jsonb_build_object('uuid', '${uuid}', 'cols', jsonb_build_array(${cols.join(', ')}))`;
const title = row('r1', column(12, component('pageTitle', 'Titre de page', 'Titre', `'title', ${label('p')}`)));
/** A section page: its title, a grid of contents and a text block. */
const SECTION_LAYOUT = `jsonb_build_array(${title},
  ${row(
    'r2',
    column(8, component('gridList', 'Grille', 'Contenus', `'colCount', 2 + i % 3`)),
    column(4, component('textBlock', 'Texte', 'Présentation', `'html', '<p>' || ${sentence(rnd('pa-t'))} || '</p>'`)),
  )})`;
/** A text page (legal notice, charter, FAQ…): its title and its text, no contents grid. */
const TEXT_LAYOUT = `jsonb_build_array(${title},
  ${row('r2', column(12, component('textBlock', 'Texte', 'Texte', `'html', '<h2>' || ${label('p')} || '</h2><p>' || (p ->> 'text') || '</p>'`)))})`;

const PAGES: GeneratedType = [
  'Page',
  `SELECT ${genId('page', 'i')} AS id, jsonb_build_object('label', ${label('p')}, 'route', CASE WHEN p ? 'text' THEN '/' ELSE '/rubriques/' END || ${slug('p')},
    'isHome', false, 'status', CASE WHEN ${rnd('pa-status')} < 0.9 THEN 'published' ELSE 'prepub' END, 'layout', CASE WHEN p ? 'text' THEN ${TEXT_LAYOUT} ELSE ${SECTION_LAYOUT} END,
    'seoTitle', ${label('p')} || ' : toute l''actualité', 'seoDescription', ${label('p')} || ' : nos articles, vidéos et dossiers, mis à jour chaque jour.') AS doc,
    to_timestamp(${NOW} - 760 * ${DAY} + i * ${DAY}) AS created_at
  FROM generate_series(1, ${n('Page')}) i CROSS JOIN LATERAL (SELECT ${words('pages')} -> (i - 1) AS p) w`,
];

/** The editorial records of a demo site, in the order they are made. */
export const EDITORIAL_TYPES: GeneratedType[] = [...TAXONOMY, ...CONTENTS, PAGES];
