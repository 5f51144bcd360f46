// The console's one confirmation dialog (react-admin's Confirm, MUI), asked as a promise where code used to call the
// browser's own confirm box (which ESLint now refuses): `if (!(await confirm({ title, content }))) return;`.
import { useCallback, useRef, useState, type ReactElement, type ReactNode } from 'react';
import { Confirm } from 'react-admin';

export interface ConfirmRequest {
  title: string;
  /** What will change, and on how many records. */
  content: ReactNode;
  /** The confirm button's label (default 'Confirmer'). */
  confirm?: string;
  /** A change that is hard to take back: the button in the warning colour. */
  warning?: boolean;
}

/** The ask function and the dialog element to render once in the component. */
export function useConfirm(): [(request: ConfirmRequest) => Promise<boolean>, ReactElement] {
  const [request, setRequest] = useState<ConfirmRequest>();
  const answer = useRef<(ok: boolean) => void>(undefined);
  const ask = useCallback(
    (next: ConfirmRequest) =>
      new Promise<boolean>((resolve) => {
        answer.current?.(false);
        answer.current = resolve;
        setRequest(next);
      }),
    [],
  );
  const close = (ok: boolean) => {
    answer.current?.(ok);
    answer.current = undefined;
    setRequest(undefined);
  };
  const dialog = (
    <Confirm
      isOpen={!!request}
      title={request?.title ?? ''}
      content={request?.content ?? ''}
      confirm={request?.confirm ?? 'Confirmer'}
      cancel="Annuler"
      confirmColor={request?.warning ? 'warning' : 'primary'}
      onConfirm={(event) => {
        // In a list row, the dialog's clicks would reach the row too (React carries them out of the portal).
        event.stopPropagation();
        close(true);
      }}
      onClose={(event) => {
        event.stopPropagation();
        close(false);
      }}
    />
  );
  return [ask, dialog];
}
