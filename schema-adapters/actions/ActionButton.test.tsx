// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import DeleteIcon from '@mui/icons-material/Delete';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ActionButton, ActionLookProvider } from './ActionButton';

afterEach(cleanup);

describe('an action button', () => {
  it('shows its icon and label by default (a record footer, a row menu)', () => {
    render(<ActionButton label="Supprimer" icon={<DeleteIcon />} />);
    expect(screen.getByRole('button', { name: 'Supprimer' }).textContent).toBe('Supprimer');
  });

  it('on a row, is an icon named by its label, its tooltip mounted only on hover and gone on leave or Escape', () => {
    const onClick = vi.fn();
    render(
      <ActionLookProvider value="icon">
        <ActionButton label="Supprimer" icon={<DeleteIcon />} onClick={onClick} />
      </ActionLookProvider>,
    );
    const button = screen.getByRole('button', { name: 'Supprimer' });
    expect(button.textContent).toBe('');
    expect(screen.queryByRole('tooltip')).toBeNull();
    fireEvent.mouseEnter(button);
    expect(screen.getByRole('tooltip').textContent).toBe('Supprimer');
    fireEvent.keyDown(button, { key: 'Escape' });
    expect(screen.queryByRole('tooltip')).toBeNull();
    fireEvent.mouseEnter(button);
    fireEvent.mouseLeave(button);
    expect(screen.queryByRole('tooltip')).toBeNull();
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledOnce();
  });
});
