// Sections of the console (spec 000 §2): id, French label, base path, default sub-path, order, shortcuts, right.
import type { RightName } from './rights.js';

export interface Section {
  id: string;
  label: string;
  path: string;
  defaultPath?: string;
  order: number;
  right?: RightName;
  shortcuts?: { label: string; path: string }[];
}

export const SECTIONS: readonly Section[] = [
  {
    id: 'site',
    label: 'Site',
    path: 'website-configuration',
    defaultPath: 'pages',
    order: 1,
    right: 'siteConfig',
    shortcuts: [{ label: 'En-tête', path: 'complex-components/header/edit' }],
  },
  { id: 'contents', label: 'Contenus', path: 'contents', defaultPath: 'text-contents', order: 2, right: 'contents' },
  { id: 'products', label: 'Produits', path: 'products', defaultPath: 'subscription-formulas', order: 3, right: 'products' },
  { id: 'encoding', label: 'Encodage vidéo', path: 'video-encoding', order: 4, right: 'contents' },
  { id: 'data', label: 'Données', path: 'data', order: 5, right: 'hasDataSectionAccess' },
  // The spec shows no default for the sections below; each opens on the first of its sub-entities in spec 000 §2's
  // list (its main one) rather than on the first by label ('Abonnés aux newsletters' before 'Utilisateurs').
  { id: 'users', label: 'Utilisateurs', path: 'users', defaultPath: 'users', order: 6, right: 'users' },
  { id: 'payments', label: 'Paiements', path: 'payments', defaultPath: 'purchases', order: 7, right: 'users' },
  { id: 'admin', label: 'Admin', path: 'admin', defaultPath: 'magellan-options', order: 8, right: 'admin' },
  { id: 'tools', label: 'Outils', path: 'tools', order: 9, right: 'hasToolsAccess' },
  { id: 'superadmin', label: 'Super admin', path: 'super-admin', defaultPath: 'sites', order: 10, right: 'superAdmin' },
];

export const sectionById = (id: string | undefined): Section | undefined => SECTIONS.find((s) => s.id === id);
