// Test data (spec 001 §9): 10 tags, 25 authors, 50 text contents per category, each id starting with TEST_PREFIX,
// so that deleting them archives exactly these and nothing a person wrote.
import crypto from 'node:crypto';
import pLimit from 'p-limit';
import type { JobKind } from '../../jobs/types.js';
import { actorOf, stopIfCancelled, type ToolDeps, toolKind } from './context.js';
import { siteDocsPage } from './storage.js';

export const TEST_PREFIX = 'donnee-test-';
export const TEST_DATA = { tags: 10, authors: 25, contentsPerCategory: 50 } as const;

const ref = (_cls: string, _id: string) => ({ _id, _cls, _isRef: true });
const FIRST = ['Camille', 'Dominique', 'Alex', 'Sacha', 'Claude'];
const LAST = ['Martin', 'Bernard', 'Durand', 'Lefèvre', 'Moreau'];

export const testDataJob = (deps: ToolDeps): JobKind =>
  toolKind('createTestData', 'Génération des données de test', async (ctx) => {
    const actor = actorOf(ctx);
    // One run's ids share a stamp: a second generation adds beside the first rather than colliding with it.
    const run = crypto.randomBytes(3).toString('hex');
    const id = (kind: string, n: number) => `${TEST_PREFIX}${run}-${kind}-${n}`;
    let categories = (await deps.records.list(actor, 'Category', { limit: 1000 })).data.map((c) => c._id);
    if (!categories.length) {
      await deps.records.create(actor, 'Category', { _id: id('categorie', 1), label: 'Catégorie de test' });
      categories = [id('categorie', 1)];
    }
    const total = TEST_DATA.tags + TEST_DATA.authors + TEST_DATA.contentsPerCategory * categories.length;
    let done = 0;
    const step = async () => {
      stopIfCancelled(ctx.signal);
      if (++done % 10 === 0 || done === total) await ctx.progress(done / total, `${done} / ${total}`);
    };
    for (let n = 1; n <= TEST_DATA.tags; n++) {
      await deps.records.create(actor, 'Tag', { _id: id('tag', n), text: `Tag de test ${run} ${n}` });
      await step();
    }
    await ctx.log(`${TEST_DATA.tags} tags créés`);
    for (let n = 1; n <= TEST_DATA.authors; n++) {
      const [first, last] = [FIRST[n % FIRST.length], LAST[Math.floor(n / FIRST.length) % LAST.length]];
      await deps.records.create(actor, 'Author', { _id: id('auteur', n), label: `${first} ${last} (test ${n})`, firstName: first, lastName: last });
      await step();
    }
    await ctx.log(`${TEST_DATA.authors} auteurs créés`);
    // Contents a few at a time: each create is its own transaction, the pool serves them side by side.
    const limit = pLimit(4);
    for (const [c, category] of categories.entries()) {
      const contents = Array.from({ length: TEST_DATA.contentsPerCategory }, (_, i) => i + 1).map((n) =>
        limit(async () => {
          await deps.records.create(actor, 'TextContent', {
            _id: id(`contenu-${c + 1}`, n),
            label: `Contenu de test ${n} (${category})`,
            status: 'published',
            publishTs: Math.floor(Date.now() / 1000) - n * 3600,
            category: ref('Category', category),
            tags: [ref('Tag', id('tag', 1 + (n % TEST_DATA.tags)))],
            authors: [ref('Author', id('auteur', 1 + (n % TEST_DATA.authors)))],
            chapo: 'Texte généré pour les essais.',
          });
          await step();
        }),
      );
      await Promise.all(contents);
      await ctx.log(`${TEST_DATA.contentsPerCategory} contenus créés dans ${category}`);
    }
    return { tags: TEST_DATA.tags, authors: TEST_DATA.authors, contents: TEST_DATA.contentsPerCategory * categories.length };
  });

/** The types test data is made of, contents first (they point at the others). */
const TEST_TYPES = ['TextContent', 'Author', 'Tag', 'Category'];

export const deleteTestDataJob = (deps: ToolDeps): JobKind =>
  toolKind('deleteTestData', 'Suppression des données de test', async (ctx) => {
    const actor = actorOf(ctx);
    const archived: Record<string, number> = {};
    for (const [t, type] of TEST_TYPES.entries()) {
      archived[type] = 0;
      let after = '';
      for (;;) {
        const page = await siteDocsPage(deps.pool, ctx.siteId, type, after, 200, TEST_PREFIX);
        if (!page.length) break;
        for (const d of page) {
          stopIfCancelled(ctx.signal);
          await deps.records.archive(actor, type, d.id);
          archived[type]++;
        }
        after = page[page.length - 1].id;
      }
      await ctx.log(`${type} : ${archived[type]} archivé(s)`);
      await ctx.progress((t + 1) / TEST_TYPES.length);
    }
    return archived;
  });
