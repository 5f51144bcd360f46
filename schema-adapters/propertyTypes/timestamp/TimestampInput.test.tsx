// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DataSchema, PropertyDefinition } from '../../../model/metaSchema';
import { renderPropForm, stored } from '../nested/testing';

const publishTs: PropertyDefinition = { key: 'publishTs', label: 'Date de publication', type: 'timestamp' };
const at = (y: number, m: number, d: number, h = 0, min = 0) => new Date(y, m - 1, d, h, min).getTime() / 1000;
const field = (name = 'Date de publication') => screen.getByLabelText(name) as HTMLInputElement;

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('timestamp input (spec 000 §5 Date-time)', () => {
  it('shows DD/MM/YYYY HH:mm and stores unix seconds of what is typed', async () => {
    renderPropForm(publishTs, { publishTs: at(2024, 1, 5, 9, 7) });
    expect(field().value).toBe('05/01/2024 09:07');
    expect(field().placeholder).toBe('jj/mm/aaaa hh:mm');
    fireEvent.change(field(), { target: { value: '25/12/2026 18:30' } });
    await waitFor(() => expect(stored()).toBe(at(2026, 12, 25, 18, 30)));
  });

  it('reads text leniently and shows it back in the French format', async () => {
    renderPropForm(publishTs, {});
    fireEvent.change(field(), { target: { value: '5/1/26 9h07' } });
    fireEvent.blur(field());
    await waitFor(() => expect(field().value).toBe('05/01/2026 09:07'));
    expect(stored()).toBe(at(2026, 1, 5, 9, 7));
  });

  it("says 'Invalid date' for unreadable text, and empty clears", async () => {
    const onSubmit = vi.fn();
    renderPropForm(publishTs, { publishTs: at(2024, 1, 5) }, { onSubmit });
    fireEvent.change(field(), { target: { value: '31/02/2026' } });
    fireEvent.blur(field());
    expect(await screen.findByText('Invalid date')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Valider' }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(onSubmit).not.toHaveBeenCalled();
    fireEvent.change(field(), { target: { value: '' } });
    fireEvent.blur(field());
    await waitFor(() => expect(stored()).toBeNull());
    await waitFor(() => expect(screen.queryByText('Invalid date')).toBeNull());
  });

  it('sets now, +1 h, today, tomorrow or none with the quick buttons', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 11, 25, 18, 30, 0));
    renderPropForm(publishTs, {});
    const quick = (name: string) => fireEvent.click(screen.getByRole('button', { name }));
    quick('Maintenant');
    await waitFor(() => expect(stored()).toBe(at(2026, 12, 25, 18, 30)));
    expect(field().value).toBe('25/12/2026 18:30');
    quick('+1 h');
    await waitFor(() => expect(stored()).toBe(at(2026, 12, 25, 19, 30)));
    quick("Aujourd'hui");
    await waitFor(() => expect(stored()).toBe(at(2026, 12, 25)));
    quick('Demain');
    await waitFor(() => expect(stored()).toBe(at(2026, 12, 26)));
    expect(field().value).toBe('26/12/2026 00:00');
    quick('Aucune');
    await waitFor(() => expect(stored()).toBeNull());
    expect(field().value).toBe('');
  });

  it('picks a day in a French calendar, keeping the time', async () => {
    renderPropForm(publishTs, { publishTs: at(2026, 12, 25, 18, 30) });
    fireEvent.click(screen.getByRole('button', { name: 'Ouvrir le calendrier' }));
    const calendar = await screen.findByRole('dialog', { name: 'Calendrier' });
    expect(within(calendar).getByText('décembre 2026')).toBeTruthy();
    // Weeks start on Monday.
    expect(within(calendar).getAllByRole('columnheader')[0].getAttribute('aria-label')).toBe('lundi');
    fireEvent.click(within(calendar).getByRole('button', { name: 'Mois suivant' }));
    // Once the month has slid in (both are shown while it does).
    await waitFor(() => expect(within(calendar).getAllByRole('gridcell', { name: '2' })).toHaveLength(1));
    expect(within(calendar).getByText('janvier 2027')).toBeTruthy();
    fireEvent.click(within(calendar).getByRole('gridcell', { name: '2' }));
    await waitFor(() => expect(stored()).toBe(at(2027, 1, 2, 18, 30)));
    expect(field().value).toBe('02/01/2027 18:30');
  });

  it('picks a time on a 24-hour clock, keeping the day', async () => {
    renderPropForm(publishTs, { publishTs: at(2026, 12, 25, 18, 30) });
    fireEvent.click(screen.getByRole('button', { name: 'Ouvrir le calendrier' }));
    const clock = within(await screen.findByRole('group', { name: 'Heure' }));
    fireEvent.click(clock.getByRole('option', { name: '21 heures' }));
    await waitFor(() => expect(stored()).toBe(at(2026, 12, 25, 21, 30)));
    fireEvent.click(clock.getByRole('option', { name: '45 minutes' }));
    await waitFor(() => expect(stored()).toBe(at(2026, 12, 25, 21, 45)));
    expect(field().value).toBe('25/12/2026 21:45');
  });
});

describe('date range (spec 000 §5: start cannot exceed end, end cannot precede start)', () => {
  const startTs: PropertyDefinition = { key: 'startTs', label: 'Début', type: 'timestamp' };
  const endTs: PropertyDefinition = { key: 'endTs', label: 'Fin', type: 'timestamp' };
  const tournament: DataSchema = { _id: 'Tournament', label: 'Tournois', section: 'contents', propertiesList: [startTs, endTs] };

  it('checks a pair of the record schema as soon as a date is entered', async () => {
    renderPropForm(startTs, { startTs: at(2026, 1, 10), endTs: at(2026, 1, 20) }, { schemas: [tournament], resource: 'Tournament', others: [endTs] });
    fireEvent.change(field('Fin'), { target: { value: '05/01/2026' } });
    fireEvent.blur(field('Fin'));
    expect(await screen.findByText('La date de fin ne peut pas être antérieure à la date de début')).toBeTruthy();
    fireEvent.change(field('Début'), { target: { value: '15/01/2026' } });
    fireEvent.blur(field('Début'));
    expect(await screen.findByText('La date de début ne peut pas être postérieure à la date de fin')).toBeTruthy();
    fireEvent.change(field('Début'), { target: { value: '01/01/2026' } });
    fireEvent.blur(field('Début'));
    await waitFor(() => expect(screen.queryByText(/ne peut pas être/)).toBeNull());
  });

  it('checks a pair inside an object', async () => {
    const period: PropertyDefinition = { key: 'subscription', label: 'Abonnement', type: 'object', propertiesList: [startTs, endTs] };
    renderPropForm(period, { subscription: { startTs: at(2026, 1, 10) } });
    fireEvent.change(field('Fin'), { target: { value: '01/01/2026' } });
    fireEvent.blur(field('Fin'));
    expect(await screen.findByText('La date de fin ne peut pas être antérieure à la date de début')).toBeTruthy();
  });
});
