/** The letters of an account's avatar: the first of two words of its login ('ceo-acceptance@…' → 'CA'), or its first. */
export function accountInitials(login: string): string {
  const words = login
    .split('@')[0]
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
  const letters = words.length > 1 ? words[0][0] + words[1][0] : (words[0] ?? '?').slice(0, 1);
  return letters.toLocaleUpperCase('fr');
}
