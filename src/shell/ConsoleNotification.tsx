import { Button, Snackbar } from '@mui/material';
import { useCallback, useEffect, useState } from 'react';
import { CloseNotificationContext, useNotificationContext, useTakeUndoableMutation, useTranslate, type NotificationPayload } from 'react-admin';

const COLORS = { success: 'success', error: 'error', warning: 'warning' } as const;

/**
 * react-admin's messages, raised above a record's footer: at the bottom of the window they covered its 'Enregistrer'
 * button, which the user wants to press again after an error (a 412 above all).
 * Ours rather than react-admin's `<Notification>`: that one shows a message one render after `notify` (its effect takes
 * it from the queue, then opens), and after a save that render waited behind the form's redraw by the save's answer
 * (about 100 ms). This one shows the queue's first message in the very render of `notify`, then takes it.
 */
export const ConsoleNotification = () => {
  const { notifications, takeNotification } = useNotificationContext();
  const takeMutation = useTakeUndoableMutation();
  const translate = useTranslate();
  const [current, setCurrent] = useState<NotificationPayload>();
  const [open, setOpen] = useState(false);
  const waiting = current ? undefined : notifications[0];

  useEffect(() => {
    if (!waiting) return;
    takeNotification();
    setCurrent(waiting);
    setOpen(true);
  }, [waiting, takeNotification]);

  const close = useCallback(() => setOpen(false), []);
  const settle = (isUndo: boolean) => {
    if (current?.notificationOptions?.undoable) takeMutation()?.({ isUndo });
  };
  const exited = () => {
    settle(false);
    setCurrent(undefined);
  };

  const shown = current ?? waiting;
  if (!shown) return null;
  const { message, type = 'info', notificationOptions = {} } = shown;
  const { autoHideDuration = 4000, messageArgs, multiLine, undoable } = notificationOptions;
  const color = COLORS[type as keyof typeof COLORS];
  return (
    <CloseNotificationContext.Provider value={close}>
      <Snackbar
        open={current ? open : true}
        message={typeof message === 'string' ? translate(message, messageArgs) : undefined}
        autoHideDuration={autoHideDuration ?? undefined}
        disableWindowBlurListener={undoable}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
        sx={{ bottom: { xs: 80, sm: 88 } }}
        slotProps={{
          transition: { onExited: exited },
          content: {
            className: `RaNotification-${type}`,
            sx: {
              ...(color && { bgcolor: `${color}.main`, color: `${color}.contrastText` }),
              ...(multiLine && { whiteSpace: 'pre-wrap' }),
            },
          },
        }}
        action={
          undoable ? (
            <Button
              color="inherit"
              size="small"
              onClick={() => {
                settle(true);
                setOpen(false);
              }}
            >
              {translate('ra.action.undo')}
            </Button>
          ) : null
        }
      >
        {typeof message === 'string' ? undefined : <div>{message}</div>}
      </Snackbar>
    </CloseNotificationContext.Provider>
  );
};
