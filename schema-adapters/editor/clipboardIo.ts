// The system clipboard, with the fallbacks browsers need: a hidden textarea for copying where the async clipboard
// is missing or refused; reading gives nothing when refused (the form then offers a box to paste into).

export async function writeClipboard(text: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
    return;
  } catch {
    // Not available (plain http) or refused: the old way below.
  }
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.appendChild(area);
  const focused = document.activeElement;
  area.focus();
  area.select();
  try {
    if (!document.execCommand('copy')) throw new Error('copy refused');
  } finally {
    area.remove();
    if (focused instanceof HTMLElement) focused.focus();
  }
}

/** The clipboard's text, or undefined when it cannot be read (no permission, no API). */
export async function readClipboard(): Promise<string | undefined> {
  try {
    return await navigator.clipboard.readText();
  } catch {
    return undefined;
  }
}
