// One action's button, drawn as the place it stands in asks: on a list row, an icon named by its label (a tooltip
// says it on hover and on keyboard focus); elsewhere (a record's footer, a row's 'Plus d'actions' menu), its icon and label.
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import { createContext, useContext, type MouseEvent, type ReactElement } from 'react';
import { LinkBase } from 'react-admin';
import { LightTooltip, useLightTooltip } from './LightTooltip';

export type ActionLook = 'icon' | 'text';

const ActionLookContext = createContext<ActionLook>('text');

/** Around a list row's actions: icons. */
export const ActionLookProvider = ActionLookContext.Provider;

export interface ActionButtonProps {
  label: string;
  icon: ReactElement;
  onClick?: (event: MouseEvent<HTMLElement>) => void;
  /** A link to this console path instead of a button. */
  to?: string;
  color?: 'primary' | 'error' | 'success' | 'warning' | 'inherit';
  disabled?: boolean;
}

export function ActionButton({ label, icon, onClick, to, color = 'primary', disabled }: ActionButtonProps) {
  const look = useContext(ActionLookContext);
  const link = to === undefined ? {} : { component: LinkBase, to };
  if (look === 'text') {
    return (
      <Button size="small" color={color} startIcon={icon} disabled={disabled} onClick={onClick} {...link}>
        {label}
      </Button>
    );
  }
  return <RowIconButton label={label} icon={icon} onClick={onClick} color={color} disabled={disabled} link={link} />;
}

function RowIconButton({ label, icon, onClick, color, disabled, link }: Omit<ActionButtonProps, 'to'> & { link: object }) {
  const tooltip = useLightTooltip();
  return (
    <>
      <IconButton size="small" color={color} aria-label={label} disabled={disabled} onClick={onClick} {...tooltip.anchorProps} {...link}>
        {icon}
      </IconButton>
      <LightTooltip label={label} anchor={tooltip.anchor} />
    </>
  );
}
