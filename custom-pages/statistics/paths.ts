// Where the statistics screens live below the site (data section, spec 000 §2).
export const VIEWS_PATH = 'data/views';
export const SALES_PATH = 'data/sales';
