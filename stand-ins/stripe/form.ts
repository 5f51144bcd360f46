// Stripe's request encoding is qs's: application/x-www-form-urlencoded with bracketed keys (`metadata[paymentId]=x`,
// `expand[0]=data.source`, `expand[]=…`, `items[0][price]=p`), as the official SDKs write it.
import qs from 'qs';

type Value = string | Value[] | { [key: string]: Value };
export type FormObject = { [key: string]: Value };

/** Bounds against a body built to exhaust the stand-in: nesting, keys, array indices. */
const LIMITS: qs.IParseOptions = { depth: 5, parameterLimit: 500, arrayLimit: 100, allowPrototypes: false };

/** The nested object a form body or query string stands for; numeric brackets make arrays. */
export const parseForm = (text: string): FormObject => qs.parse(text, LIMITS) as FormObject;
