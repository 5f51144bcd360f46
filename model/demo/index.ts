// DEMO_VOLUME: how much the first start generates in the demo sites, as a factor of a small publisher's volume.
export const DEMO_VOLUME_NAMES: Record<string, number> = { full: 1, small: 0.025, none: 0 };
const MAX_FACTOR = 20;

/** `full` (default), `small` (the test servers), `none`, or a factor between 0 and 20. */
export function parseDemoVolume(value: string | undefined): number {
  const text = (value ?? '').trim().toLowerCase();
  if (!text) return DEMO_VOLUME_NAMES.full;
  if (text in DEMO_VOLUME_NAMES) return DEMO_VOLUME_NAMES[text];
  const factor = Number(text);
  if (!Number.isFinite(factor) || factor < 0 || factor > MAX_FACTOR) {
    throw new Error(`DEMO_VOLUME doit valoir full, small, none ou un facteur entre 0 et ${MAX_FACTOR} (reçu : ${value})`);
  }
  return factor;
}
