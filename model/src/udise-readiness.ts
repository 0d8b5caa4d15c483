// How ready each class is for the UDISE+ return: of its students on the roll, how many the portal
// would take as they are, and for each of the others what it would refuse or question. Pure: the
// web reads the students and words the problems (the export's own checks, udise-checks.ts).
import type { EducationLevel } from './levels';
import type { Student } from './student';
import type { UdiseCheck } from './udise-checks';
import { udiseClassOf, type UdiseExport } from './udise-export';

export interface UdiseStudentReadiness {
  studentId: string;
  name: string;
  /** What the portal would refuse: the student is not ready until each is put right. */
  refused: UdiseCheck[];
  /** What the portal would ask to confirm: ready, but worth a look. */
  questioned: UdiseCheck[];
}

export interface UdiseClassReadiness {
  level: EducationLevel;
  /** The class's number, 1 to 12. */
  classNumber: number;
  /** The section as the return writes it (upper case); '' when none. */
  section: string;
  total: number;
  /** The students with nothing the portal would refuse. */
  ready: number;
  /** The students with something to put right or confirm, those not ready first, by name. */
  toLook: UdiseStudentReadiness[];
}

/** Each class-section of the return, in class and section order, with its readiness. */
export function udiseReadiness(
  result: Pick<UdiseExport, 'studentIds' | 'checks'>,
  students: ReadonlyMap<string, Student>,
): UdiseClassReadiness[] {
  const checksOf = new Map<string, UdiseCheck[]>();
  for (const check of result.checks) {
    // A number on record is the record's: only the file made without it leaves the cell empty.
    if (check.problem === 'aadhaarNotInFile') continue;
    const list = checksOf.get(check.studentId) ?? [];
    list.push(check);
    checksOf.set(check.studentId, list);
  }
  const classes = new Map<string, UdiseClassReadiness>();
  for (const id of result.studentIds) {
    const student = students.get(id);
    const classNumber = student && udiseClassOf(student.educationLevel);
    if (!student || !classNumber) continue;
    const section = student.section.trim().toUpperCase();
    const key = `${String(classNumber).padStart(2, '0')}|${section}`;
    const entry = classes.get(key) ?? {
      level: student.educationLevel,
      classNumber,
      section,
      total: 0,
      ready: 0,
      toLook: [],
    };
    classes.set(key, entry);
    entry.total += 1;
    const checks = checksOf.get(id) ?? [];
    const refused = checks.filter((check) => check.severity === 'refused');
    const questioned = checks.filter((check) => check.severity === 'questioned');
    if (refused.length === 0) entry.ready += 1;
    if (checks.length > 0)
      entry.toLook.push({ studentId: id, name: student.name, refused, questioned });
  }
  const ordered = [...classes.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([, c]) => c);
  for (const entry of ordered)
    entry.toLook.sort(
      (a, b) =>
        Number(a.refused.length === 0) - Number(b.refused.length === 0) ||
        a.name.localeCompare(b.name),
    );
  return ordered;
}
