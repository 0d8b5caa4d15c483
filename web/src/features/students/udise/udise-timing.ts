/**
 * The User Timing measures of a UDISE+ return's parts, named here so that the bench
 * (tests/bench/udise.bench.ts) reads them from the page by the same names: where the seconds of a
 * return go (the students, last year's records, the Aadhaar numbers, the workbook), at no cost
 * beyond one entry in the page's performance timeline per part.
 */
export const UDISE_TIMING = {
  students: 'village:udise-students',
  previousYears: 'village:udise-previous-years',
  /** Within the previous years: the year records' collection-group query. */
  yearRecords: 'village:udise-year-records',
  /** Within the previous years: the attendance totals of those whose record has no days. */
  attended: 'village:udise-attended',
  aadhaar: 'village:udise-aadhaar',
  /** The return's rows and checks, made from what was read. */
  rows: 'village:udise-rows',
  workbook: 'village:udise-workbook',
} as const;

/** `work`'s result; its time from now to its end is measured as `name`. */
export async function timed<T>(name: string, work: Promise<T>): Promise<T> {
  const start = performance.now();
  try {
    return await work;
  } finally {
    performance.measure(name, { start, end: performance.now() });
  }
}

/** `work`'s result, done now; its time is measured as `name`. */
export function timedNow<T>(name: string, work: () => T): T {
  const start = performance.now();
  try {
    return work();
  } finally {
    performance.measure(name, { start, end: performance.now() });
  }
}
