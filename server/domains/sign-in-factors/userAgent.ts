// The device of a session as 'Mes sessions' names it ("Chrome 131 sur Linux"), from its User-Agent header: a few
// patterns for the browsers and systems staff use, in the order that tells them apart (Edge and Opera say Chrome too).
const BROWSERS: [RegExp, string][] = [
  [/Edg(?:e|A|iOS)?\/(\d+)/, 'Edge'],
  [/OPR\/(\d+)/, 'Opera'],
  [/Firefox\/(\d+)/, 'Firefox'],
  [/(?:Chrome|Chromium|CriOS)\/(\d+)/, 'Chrome'],
  [/Version\/(\d+)[\d.]* (?:Mobile\/\S+ )?Safari/, 'Safari'],
];
const SYSTEMS: [RegExp, string][] = [
  [/Windows/, 'Windows'],
  [/iPhone|iPad|iPod/, 'iOS'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/Android/, 'Android'],
  [/CrOS/, 'ChromeOS'],
  [/Linux/, 'Linux'],
];

export function describeDevice(userAgent: string): string {
  if (!userAgent) return 'Appareil inconnu';
  const browser = BROWSERS.map(([re, name]) => [userAgent.match(re), name] as const).find(([m]) => m);
  const system = SYSTEMS.find(([re]) => re.test(userAgent))?.[1];
  const what = browser ? `${browser[1]} ${browser[0]![1]}` : /node|undici|curl|python/i.test(userAgent) ? 'Programme' : 'Navigateur inconnu';
  return system ? `${what} sur ${system}` : what;
}
