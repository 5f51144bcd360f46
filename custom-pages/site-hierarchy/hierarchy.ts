// The site wireframe (spec 000 §2 super-admin "site-hierarchy"): each page's layout as a tree, complex-component
// references opened in place (model/layout layoutDepthTree), nothing listed past depth 10.
import { LAYOUT_MAX_DEPTH } from '../../model/constants';
import { layoutDepthTree, type DepthNode, type Layout } from '../../model/layouts';
import type { SiteLayout } from '../component-finder/siteLayouts';

export interface WireframeRoot {
  readonly key: string;
  readonly layout: SiteLayout;
  readonly tree: DepthNode[];
  readonly components: number;
  readonly truncated: boolean;
}

/** A layout resolver over complex components: a reference opens that component's layout. */
export const complexResolver = (records: readonly { _id: string; layout?: unknown }[]) => {
  const byId = new Map(records.map((r) => [r._id, r]));
  return (id: string): Layout | undefined => {
    const layout = byId.get(id)?.layout;
    return Array.isArray(layout) ? (layout as Layout) : undefined;
  };
};

function stats(nodes: readonly DepthNode[]): { components: number; truncated: boolean } {
  let components = 0;
  let truncated = false;
  const walk = (list: readonly DepthNode[]) => {
    for (const node of list) {
      if (node.kind === 'component' || node.kind === 'ref') components += 1;
      if ((node.kind === 'nested' || node.kind === 'ref') && node.truncated) truncated = true;
      if ('children' in node) walk(node.children);
    }
  };
  walk(nodes);
  return { components, truncated };
}

/** One tree per layout of the roots (pages, site configuration), in their order. */
export function wireframe(
  roots: readonly SiteLayout[],
  complex: readonly { _id: string; layout?: unknown }[],
  maxDepth = LAYOUT_MAX_DEPTH,
): WireframeRoot[] {
  const resolve = complexResolver(complex);
  return roots.map((root) => {
    const tree = layoutDepthTree(root.layout, maxDepth, resolve);
    return { key: `${root.owner.cls}/${root.owner.id}/${root.owner.field ?? ''}`, layout: root, tree, ...stats(tree) };
  });
}

/** What the wireframe starts from: every layout but those of complex components (reached through references). */
export const wireframeRoots = (layouts: readonly SiteLayout[]): SiteLayout[] => layouts.filter((l) => l.owner.cls !== 'ComplexComponent');
