// The UDISE+ student sheet's profile columns past the register's (udise-export.ts): out-of-school
// child, scholarships, the CWSN facility, SLD, autism, ADHD, extra-curricular activity and
// vocational courses, from the student's "More details"; and the name the portal takes.
import type { Student } from './student';
import { scholarshipSources } from './student-details';
import { portalNameProblem, type UdiseProblem, type UdiseSeverity } from './udise-checks';
import type { UdiseCodeTableName } from './udise-code-tables';
import type { UdiseColumnKey } from './udise-template';

/** How the row's checks are recorded (udise-export.ts's `check`). */
type CheckRecorder = (
  column: UdiseColumnKey,
  problem: UdiseProblem,
  severity?: UdiseSeverity,
) => void;

/** A stored value's code in a table, or undefined (then put on "Check first"): udise-export.ts's. */
type Coder = (
  column: UdiseColumnKey,
  table: UdiseCodeTableName,
  value: string | undefined,
) => number | undefined;

const yesNo = (value: boolean | undefined): 1 | 2 | undefined =>
  value === undefined ? undefined : value ? 1 : 2;

/** The first class whose students the portal asks about vocational courses (IX to XII). */
const FIRST_VOCATIONAL_CLASS = 9;

/**
 * The name the portal takes: the register's, unless it is not in English letters (a register in
 * Devanagari) and staff have confirmed its spelling in English letters (identity.nameInEnglish).
 */
export function udiseStudentName(student: Pick<Student, 'name' | 'identity'>): string {
  const latin = student.identity?.nameInEnglish;
  return latin && portalNameProblem(student.name) === 'nameLetters' ? latin : student.name;
}

/** The profile's cells of one student's row, beside what to check first. */
export function udiseProfileCells(
  student: Student,
  classNumber: number,
  code: Coder,
  check: CheckRecorder,
): Partial<Record<UdiseColumnKey, number>> {
  const { needs = {}, otherDetails = {}, enrolment = {}, facilities = {} } = student;
  const cells: Partial<Record<UdiseColumnKey, number>> = {};
  const put = (column: UdiseColumnKey, value: number | undefined) => {
    if (value !== undefined) cells[column] = value;
  };

  put('ooscYn', yesNo(enrolment.outOfSchool));
  // Asked only of an out-of-school child; its codes are the office's (udise-profile-codes.ts).
  if (enrolment.outOfSchool && enrolment.mainstreamed !== undefined)
    put(
      'ooscMainstreamedYn',
      code('ooscMainstreamedYn', 'ooscMainstreamed', enrolment.mainstreamed ? 'yes' : 'no'),
    );

  // Three yes / no columns from the main scholarship and the others; the code of the central one
  // and the amount, which the portal asks with any scholarship.
  if (facilities.scholarship !== undefined || facilities.moreScholarships !== undefined) {
    const sources = scholarshipSources(facilities);
    put('centrlSchlrshpYn', yesNo(sources.includes('central')));
    put('stateSchlrshpYn', yesNo(sources.includes('state')));
    put('otherSchlrshpYn', yesNo(sources.includes('other')));
    if (sources.includes('central')) {
      if (facilities.centralScholarship)
        put(
          'centrlSchlrshpId',
          code('centrlSchlrshpId', 'centralScholarship', facilities.centralScholarship),
        );
      else check('centrlSchlrshpId', 'required', 'questioned');
    }
    if (sources.length > 0) {
      if (facilities.scholarshipAmount !== undefined)
        put('schlrshpAmount', facilities.scholarshipAmount);
      else check('schlrshpAmount', 'required');
    }
  }

  if (needs.cwsn)
    put('facProvidedCwsn', code('facProvidedCwsn', 'cwsnFacility', needs.cwsnFacility));
  put('scrndFrSld', yesNo(needs.sld));
  if (needs.sld) {
    if (needs.sldType) put('sldType', code('sldType', 'sldType', needs.sldType));
    else check('sldType', 'required', 'questioned');
  }
  put('scrndFrAsd', yesNo(needs.asd));
  put('scrndFrAdhd', yesNo(needs.adhd));
  put('isEcActivity', yesNo(otherDetails.extraCurricular));

  // The portal keeps these for classes IX to XII, and blanks them below.
  if (classNumber >= FIRST_VOCATIONAL_CLASS && enrolment.vocational !== undefined) {
    put('vocYn', yesNo(enrolment.vocational));
    if (enrolment.vocational) {
      const id = (value: string | undefined) => (value === undefined ? undefined : Number(value));
      put('sector', id(enrolment.vocationalSector));
      if (enrolment.vocationalSector === undefined) check('sector', 'required', 'questioned');
      put('jobRole', id(enrolment.vocationalJobRole));
      if (enrolment.vocationalJobRole === undefined) check('jobRole', 'required', 'questioned');
      put('appVocPy', code('appVocPy', 'vocationalExam', enrolment.vocationalExam));
    }
  }
  return cells;
}
