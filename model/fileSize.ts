// A file's size as the console writes it, on the server's answers and in the forms: '512 o', '19,5 Ko', '3,0 Mo'.
import { frenchNumber } from './frenchFormat.js';

const oneDecimal = (n: number) => frenchNumber(n, 1);

export const humanSize = (bytes: number): string =>
  bytes < 1024 ? `${bytes} o` : bytes < 1024 * 1024 ? `${oneDecimal(bytes / 1024)} Ko` : `${oneDecimal(bytes / 1024 / 1024)} Mo`;
