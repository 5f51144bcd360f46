// Maintenance tools without parameters (spec 001 §7 tools/dedupTags, rebuildLikes, rebuildPurchaseCount, dump schema).
import { SimpleTool } from '../SimpleTool';
import type { ToolEntry } from '../types';

export const dedupTagsTool: ToolEntry = {
  id: 'dedupTags',
  label: 'Dédoublonner les tags',
  Component: ({ siteId }) => (
    <SimpleTool
      siteId={siteId}
      tool="dedupTags"
      action="Dédoublonner"
      description="Fusionne les tags identiques à la casse et aux accents près, et remplace partout les références aux tags fusionnés."
      confirm="Fusionner les tags en double de ce site ?"
    />
  ),
};

export const rebuildLikesTool: ToolEntry = {
  id: 'rebuildLikes',
  label: 'Recalculer les « j’aime »',
  Component: ({ siteId }) => (
    <SimpleTool
      siteId={siteId}
      tool="rebuildLikes"
      action="Recalculer"
      description="Recompte, pour chaque contenu, les favoris des lecteurs (_stats.likeCount)."
    />
  ),
};

export const rebuildPurchaseCountTool: ToolEntry = {
  id: 'rebuildPurchaseCount',
  label: 'Recalculer les ventes',
  Component: ({ siteId }) => (
    <SimpleTool
      siteId={siteId}
      tool="rebuildPurchaseCount"
      action="Recalculer"
      description="Recompte, pour chaque produit, les achats en cours (_stats.purchaseCount)."
    />
  ),
};

export const dumpSchemaTool: ToolEntry = {
  id: 'dumpSchema',
  label: 'Exporter les schémas vers le code source',
  Component: ({ siteId }) => (
    <SimpleTool
      siteId={siteId}
      tool="dumpSchema"
      action="Exporter les schémas"
      description="Écrit chaque schéma dans catalogue/schemas (environnement dev seulement)."
      confirm="Réécrire les fichiers de schémas du code source ?"
    />
  ),
};
