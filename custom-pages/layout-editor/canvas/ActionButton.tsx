// A small native button with a glyph: a page holds hundreds of them, so no MUI ButtonBase (ripple, styles) per button.
import type { MouseEvent } from 'react';

export interface ActionButtonProps {
  label: string;
  glyph: string;
  onClick: (event: MouseEvent<HTMLButtonElement>) => void;
  disabled?: boolean;
  danger?: boolean;
}

export const ActionButton = ({ label, glyph, onClick, disabled, danger }: ActionButtonProps) => (
  <button
    type="button"
    className={danger ? 'le-btn le-btn-danger' : 'le-btn'}
    aria-label={label}
    title={label}
    onClick={onClick}
    disabled={disabled}
    draggable={false}
  >
    <span aria-hidden="true">{glyph}</span>
  </button>
);
