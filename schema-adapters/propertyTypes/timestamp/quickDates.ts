// Quick buttons of a timestamp (spec 000 §5): now, +1 h, today, tomorrow, none.

export interface QuickDate {
  label: string;
  title: string;
  /** The value the button sets: seconds, or null for none. */
  value: (now: Date) => number | null;
}

const seconds = (date: Date) => Math.floor(date.getTime() / 1000);
const midnight = (now: Date, days: number) => new Date(now.getFullYear(), now.getMonth(), now.getDate() + days);

export const QUICK_DATES: QuickDate[] = [
  { label: 'Maintenant', title: "L'heure actuelle", value: (now) => seconds(now) },
  { label: '+1 h', title: 'Dans une heure', value: (now) => seconds(now) + 3600 },
  { label: "Aujourd'hui", title: "Aujourd'hui à 00:00", value: (now) => seconds(midnight(now, 0)) },
  { label: 'Demain', title: 'Demain à 00:00', value: (now) => seconds(midnight(now, 1)) },
  { label: 'Aucune', title: 'Effacer la date', value: () => null },
];
