// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { I18nContextProvider } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18nProvider } from '../i18n/i18nProvider';
import { CrashBoundary } from './CrashBoundary';

let broken = true;
const Screen = () => {
  if (broken) throw new Error('Panne du composant');
  return <p>Écran rétabli</p>;
};

function Harness() {
  const [location, setLocation] = useState('/a');
  return (
    <I18nContextProvider value={i18nProvider}>
      <button onClick={() => setLocation('/b')}>Ailleurs</button>
      <CrashBoundary resetKey={location}>
        <Screen />
      </CrashBoundary>
    </I18nContextProvider>
  );
}

describe('CrashBoundary (spec 000 §8)', () => {
  afterEach(cleanup);

  it('invites to share a screenshot in the bugs channel, shows the details, and retries', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    broken = true;
    render(<Harness />);
    expect(screen.getByText(/capture d'écran/).textContent).toContain('#bugs');
    expect(screen.getByText('Panne du composant')).toBeTruthy();

    broken = false;
    fireEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(screen.getByText('Écran rétabli')).toBeTruthy();
  });

  it('recovers when the location changes', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    broken = true;
    render(<Harness />);
    broken = false;
    fireEvent.click(screen.getByRole('button', { name: 'Ailleurs' }));
    expect(screen.getByText('Écran rétabli')).toBeTruthy();
  });
});
