// Stripe's request encoding: application/x-www-form-urlencoded with bracketed keys (`metadata[paymentId]=x`,
// `expand[0]=data.source`, `items[0][price]=p`), as the official SDKs write it.

type Value = string | Value[] | { [key: string]: Value };
export type FormObject = { [key: string]: Value };

const MAX_DEPTH = 5;
const MAX_KEYS = 500;

/** The nested object a form body or query string stands for; numeric brackets make arrays. */
export function parseForm(text: string): FormObject {
  const root: FormObject = {};
  const pairs = new URLSearchParams(text);
  let count = 0;
  for (const [rawKey, value] of pairs) {
    if (++count > MAX_KEYS) break;
    const match = /^([^[\]]+)((?:\[[^[\]]*\])*)$/.exec(rawKey);
    if (!match) continue;
    const path = [match[1], ...[...match[2].matchAll(/\[([^[\]]*)\]/g)].map((m) => m[1])].slice(0, MAX_DEPTH);
    let node: Record<string, Value> = root;
    path.forEach((key, i) => {
      const last = i === path.length - 1;
      const name = key === '' ? String(Object.keys(node).length) : key;
      if (last) node[name] = value;
      else {
        if (typeof node[name] !== 'object' || node[name] === null) node[name] = {};
        node = node[name] as Record<string, Value>;
      }
    });
  }
  return arraysOf(root) as FormObject;
}

/** Objects whose keys are 0..n-1 become arrays. */
function arraysOf(value: Value): Value {
  if (typeof value !== 'object' || Array.isArray(value)) return value;
  const keys = Object.keys(value);
  const converted = Object.fromEntries(keys.map((k) => [k, arraysOf(value[k])]));
  if (keys.length && keys.every((k, i) => String(i) === k)) return keys.map((k) => converted[k]);
  return converted;
}
