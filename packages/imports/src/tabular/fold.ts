// Text folded for matching words in headers and rows: lower case, no accents, one space.
export function fold(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[\u00a0\u202f\s]+/g, ' ')
    .trim();
}
