// How long ago, in French, as the activity says it: 'à l'instant', 'il y a 5 minutes', 'hier', then the date.
const RELATIVE = new Intl.RelativeTimeFormat('fr', { numeric: 'auto' });
const DATE = new Intl.DateTimeFormat('fr-FR', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/Paris' });

export function timeAgo(iso: string, now = Date.now()): string {
  const seconds = Math.round((Date.parse(iso) - now) / 1000);
  if (Math.abs(seconds) < 60) return "à l'instant";
  const minutes = Math.round(seconds / 60);
  if (Math.abs(minutes) < 60) return RELATIVE.format(minutes, 'minute');
  const hours = Math.round(minutes / 60);
  if (Math.abs(hours) < 24) return RELATIVE.format(hours, 'hour');
  const days = Math.round(hours / 24);
  if (Math.abs(days) < 7) return RELATIVE.format(days, 'day');
  return `le ${DATE.format(new Date(iso))}`;
}
