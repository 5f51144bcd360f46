import { useState, type ReactElement } from 'react';
import { Confirm } from 'react-admin';
import { ActionButton } from './ActionButton';

export interface ConfirmActionButtonProps {
  label: string;
  icon: ReactElement;
  confirmTitle: string;
  confirmContent: string;
  color?: 'primary' | 'error';
  isPending: boolean;
  /** Resolves once the action is done, so the dialog closes after it. */
  onConfirm: () => Promise<unknown>;
}

/**
 * A button that asks before acting. Clicks are kept from bubbling: in a list row they would open the record,
 * and React carries the dialog's clicks (rendered in a portal) up to the row too.
 */
export const ConfirmActionButton = ({
  label,
  icon,
  confirmTitle,
  confirmContent,
  color = 'primary',
  isPending,
  onConfirm,
}: ConfirmActionButtonProps) => {
  const [open, setOpen] = useState(false);
  const confirm = () => onConfirm().finally(() => setOpen(false));
  return (
    <span onClick={(event) => event.stopPropagation()}>
      <ActionButton label={label} icon={icon} color={color} disabled={isPending} onClick={() => setOpen(true)} />
      <Confirm isOpen={open} loading={isPending} title={confirmTitle} content={confirmContent} onConfirm={confirm} onClose={() => setOpen(false)} />
    </span>
  );
};
