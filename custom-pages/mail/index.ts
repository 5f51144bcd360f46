// Mail: the local SMTP simulator's page (what it received without SMTP_URL, its on/off switch) and the test email
// of an EmailTemplate record.
import { lazy } from 'react';
import type { ConsoleModule } from '../types';

export const mailModule: ConsoleModule = {
  id: 'mail',
  pages: [
    {
      id: 'mail-simulator',
      section: 'superadmin',
      path: 'mail-simulator',
      label: 'Simulateur e-mail',
      sidebar: 'shortcuts',
      Component: lazy(() => import('./MailSimulatorPage')),
    },
  ],
  recordTabs: { EmailTemplate: [{ label: 'E-mail de test', Component: lazy(() => import('./TestEmailTab')) }] },
};
