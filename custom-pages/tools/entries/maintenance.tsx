// Maintenance tools without parameters (spec 001 §7 tools/dedupTags, rebuildLikes, rebuildPurchaseCount, dump schema).
import { simpleToolEntry } from '../SimpleTool';

export const dedupTagsTool = simpleToolEntry({
  id: 'dedupTags',
  label: 'Dédoublonner les tags',
  action: 'Dédoublonner',
  description: 'Fusionne les tags identiques à la casse et aux accents près, et remplace partout les références aux tags fusionnés.',
  confirm: 'Fusionner les tags en double de ce site ?',
});

export const rebuildLikesTool = simpleToolEntry({
  id: 'rebuildLikes',
  label: 'Recalculer les « j’aime »',
  action: 'Recalculer',
  description: 'Recompte, pour chaque contenu commenté, les « j’aime » reçus par ses commentaires publiés (_stats.likeCount).',
});

export const rebuildPurchaseCountTool = simpleToolEntry({
  id: 'rebuildPurchaseCount',
  label: 'Recalculer les ventes',
  action: 'Recalculer',
  description: 'Recompte, pour chaque produit, les achats en cours (_stats.purchaseCount).',
});

export const dumpSchemaTool = simpleToolEntry({
  id: 'dumpSchema',
  label: 'Exporter les schémas vers le code source',
  action: 'Exporter les schémas',
  description: 'Écrit chaque schéma dans catalogue/schemas (environnement dev seulement).',
  confirm: 'Réécrire les fichiers de schémas du code source ?',
});
