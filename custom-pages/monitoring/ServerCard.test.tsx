// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { ServerReading } from '../../model/monitoring';
import { ServerCard } from './ServerCard';

const STATUS = { alertLevel: 3, online: true, cpuLoad: 42, memoryLoad: 81, swapLoad: 0, outRate: 97_000_000, connections: 12, newConnections: 2 };
const server = (props: Partial<ServerReading>): ServerReading => ({
  id: 'vs',
  name: 'Paris 1',
  baseUrl: 'http://video1.exemple.fr',
  bandwidth: 100,
  weight: 2,
  online: true,
  standIn: false,
  status: STATUS,
  ...props,
});

const meter = (name: string) => screen.getByRole('meter', { name });

afterEach(cleanup);

describe('ServerCard', () => {
  it('shows the gauges with their zones, the alert level and the connections', () => {
    render(<ServerCard server={server({})} />);
    expect(meter('Bande passante').getAttribute('aria-valuenow')).toBe('97');
    expect(meter('Bande passante').getAttribute('data-zone')).toBe('danger');
    expect(screen.getByText('97 / 100 Mo/s')).toBeTruthy();
    expect(meter('Mémoire').getAttribute('data-zone')).toBe('warning');
    expect(meter('Processeur').getAttribute('data-zone')).toBe('normal');
    expect(screen.getByRole('img', { name: "Niveau d'alerte 3 : thermomètre trois quarts" })).toBeTruthy();
    expect(screen.getByText('En ligne')).toBeTruthy();
    expect(screen.getByText(/Connexions : 12 · nouvelles : 2 par seconde/)).toBeTruthy();
    expect(screen.queryByText('simulateur local')).toBeNull();
  });

  it('tags the local stand-in and says when a bandwidth is missing', () => {
    render(<ServerCard server={server({ bandwidth: null, standIn: true, status: { ...STATUS, standIn: true } })} />);
    expect(screen.getByText('simulateur local')).toBeTruthy();
    expect(meter('Bande passante').getAttribute('aria-valuenow')).toBeNull();
    expect(screen.getByText('97 Mo/s (bande passante non renseignée)')).toBeTruthy();
  });

  it('shows an offline server with its reason and no gauge', () => {
    render(<ServerCard server={server({ online: false, reason: 'Pas de réponse en 800 ms', standIn: true, status: undefined })} />);
    expect(screen.getByText('Hors ligne')).toBeTruthy();
    // A stand-in of this console stays tagged while it does not answer.
    expect(screen.getByText('simulateur local')).toBeTruthy();
    expect(screen.getByText('Pas de réponse en 800 ms')).toBeTruthy();
    expect(screen.queryAllByRole('meter')).toEqual([]);
  });
});
