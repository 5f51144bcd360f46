import { Notification } from 'react-admin';

/**
 * react-admin's messages, raised above a record's footer: at the bottom of the window they covered its
 * 'Enregistrer' button, which the user wants to press again after an error (a 412 above all).
 */
export const ConsoleNotification = () => (
  <Notification anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }} sx={{ bottom: { xs: 80, sm: 88 } }} />
);
