/** 0 → "A", 27 → "AB": a spreadsheet's column letters (its own module: no zip library with it). */
export function columnName(index: number): string {
  let name = '';
  for (let rest = index + 1; rest > 0; rest = Math.floor((rest - 1) / 26)) {
    name = String.fromCharCode(65 + ((rest - 1) % 26)) + name;
  }
  return name;
}

/** "AB12" → 27 (the column's 0-based index); -1 when there is no column. */
export function columnIndex(reference: string): number {
  const letters = /^[A-Za-z]+/.exec(reference)?.[0];
  if (!letters) return -1;
  let index = 0;
  for (const letter of letters.toUpperCase()) index = index * 26 + letter.charCodeAt(0) - 64;
  return index - 1;
}
