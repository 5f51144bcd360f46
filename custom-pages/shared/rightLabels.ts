import type { RightName } from '../../model/rights';

/** French names of the rights (design.md §5), as the admin-user form names them. */
export const RIGHT_LABELS: Record<RightName, string> = {
  siteConfig: 'Configuration du site',
  contents: 'Contenus et encodage vidéo',
  products: 'Produits',
  users: 'Utilisateurs et paiements',
  admin: 'Admin',
  hasDataSectionAccess: 'Données',
  hasToolsAccess: 'Outils',
  superAdmin: 'Super administrateur',
};
