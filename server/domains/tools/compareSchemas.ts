// Schema comparison between environments (spec 000 §2): this server's live schemas against a peer's, each schema
// added, removed or changed with a readable field-level diff.
import type { DataSchema } from '../../../model/metaSchema.js';
import type { JobKind } from '../../jobs/types.js';
import { PeerClient, ENV, fieldDiff } from '../environments/index.js';
import type { SchemaComparison } from '../../../model/environments/index.js';
import type { ToolDeps } from './context.js';
import { readAllPages } from '../../../model/allPages.js';

export function compareSchemaLists(here: DataSchema[], there: DataSchema[]): SchemaComparison {
  const theirs = new Map(there.map((s) => [s._id, s]));
  const result: SchemaComparison = { added: [], removed: [], changed: [], same: 0 };
  for (const schema of [...here].sort((a, b) => a._id.localeCompare(b._id))) {
    const other = theirs.get(schema._id);
    theirs.delete(schema._id);
    if (!other) result.added.push(schema._id);
    else {
      const changes = fieldDiff(other as unknown as Record<string, unknown>, schema as unknown as Record<string, unknown>);
      if (changes.length) result.changed.push({ _id: schema._id, changes });
      else result.same++;
    }
  }
  result.removed = [...theirs.keys()].sort();
  return result;
}

export const compareSchemasJob = (deps: ToolDeps): JobKind<{ env: string }> => ({
  kind: 'compareSchemas',
  label: 'Comparaison des schémas entre environnements',
  right: 'superAdmin',
  paramsSchema: {
    type: 'object',
    required: ['env'],
    additionalProperties: false,
    properties: { env: ENV },
  },
  run: async (ctx) => {
    const peer = new PeerClient(deps.environments.deps.peers.get(ctx.params.env), deps.environments.deps.peerTimeoutMs);
    await ctx.progress(0.2, `Lecture des schémas de ${ctx.params.env}`);
    // Every schema there, page by page: a catalogue is not cut at the API's largest page.
    const there = (
      await readAllPages((offset, limit) => peer.json<{ data: DataSchema[] }>('GET', '/api/global/data/schema', { query: { offset, limit } }), {
        bound: Infinity,
      })
    ).data;
    const result = compareSchemaLists(deps.registry.all(), there);
    for (const id of result.added) await ctx.log(`${id} : seulement ici`);
    for (const id of result.removed) await ctx.log(`${id} : seulement sur ${ctx.params.env}`);
    for (const { _id, changes } of result.changed)
      await ctx.log(
        `${_id} : ${changes.length} différence(s) (${changes
          .slice(0, 5)
          .map((c) => c.path)
          .join(', ')})`,
        'warning',
      );
    await ctx.progress(
      1,
      `${result.added.length} ajouté(s), ${result.removed.length} absent(s), ${result.changed.length} modifié(s), ${result.same} identique(s)`,
    );
    return result;
  },
});
