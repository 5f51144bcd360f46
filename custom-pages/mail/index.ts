// Mail: the local SMTP simulator's page (what it received without SMTP_URL, its on/off switch) and the test email
// of an EmailTemplate record.
import type { ConsoleModule } from '../types';
import { onDemand } from '../../schema-adapters/shared/onDemand';

export const mailModule: ConsoleModule = {
  id: 'mail',
  pages: [
    {
      id: 'mail-simulator',
      section: 'superadmin',
      path: 'mail-simulator',
      label: 'Simulateur e-mail',
      sidebar: 'shortcuts',
      Component: onDemand(() => import('./MailSimulatorPage')),
    },
  ],
  recordTabs: { EmailTemplate: [{ label: 'E-mail de test', Component: onDemand(() => import('./TestEmailTab')) }] },
};
