// A file's size as the console writes it, on the server's answers and in the forms: '512 o', '19,5 Ko', '3,0 Mo'.
const oneDecimal = (n: number) => n.toFixed(1).replace('.', ',');

export const humanSize = (bytes: number): string =>
  bytes < 1024 ? `${bytes} o` : bytes < 1024 * 1024 ? `${oneDecimal(bytes / 1024)} Ko` : `${oneDecimal(bytes / 1024 / 1024)} Mo`;
