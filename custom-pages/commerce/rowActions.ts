// 'Se connecter en tant que' on the rows of the users list (spec 001 §6), through the lists' row actions.
import { lazy } from 'react';
import type { ListRowAction } from '../../schema-adapters/list/rowActions';

export const COMMERCE_ROW_ACTIONS: Readonly<Record<string, readonly ListRowAction[]>> = {
  User: [{ id: 'login-as', Component: lazy(() => import('./LoginAsButton')) }],
};
