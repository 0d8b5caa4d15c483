// The UDISE+ portal's bulk-upload student sheet (SDMS template "tem3"), as the public record has
// it: docs/udise/student-upload-template.md, a copy of the fact sheet with each fact's source.
// The export writes its student sheet in this layout so that an office can copy the rows into the
// template it downloads from the portal; the import recognises a sheet in it.

/** Where the student sheet's parts are: the portal checks each of them on upload. */
export const UDISE_SHEET_LAYOUT = {
  /** The template is a workbook of four sheets; the students are on the second. */
  templateSheetCount: 4,
  studentSheetIndex: 1,
  /** The school's 11-digit UDISE code: E3 (the portal refuses another school's file). */
  schoolCodeCell: 'E3',
  schoolCodeRow: 3,
  schoolCodeColumn: 4,
  /** The header on row 7, the students from row 8 (1-based, as Excel shows them). */
  headerRow: 7,
  firstDataRow: 8,
} as const;

/** One column of the student sheet: the portal's field name and the header it checks. */
export interface UdiseColumn {
  /** The field the portal's file service reads the column into. */
  key: string;
  /** The header text, spaces restored; the portal compares it with every space removed. */
  header: string;
}

/** The 54 columns of the tem3 student sheet, in the template's order (A to BB). */
export const UDISE_STUDENT_COLUMNS = [
  { key: 'classId', header: 'Grade/Class' },
  { key: 'sectionId', header: 'SECTION' },
  { key: 'rollNo', header: 'Roll no' },
  { key: 'studentName', header: 'Name of Student' },
  { key: 'gender', header: 'GENDER' },
  { key: 'studentDob', header: 'DOB (DD-MM-YYYY)' },
  { key: 'motherName', header: 'MOTHER NAME' },
  { key: 'fatherName', header: 'FATHER NAME' },
  { key: 'guardianName', header: 'GUARDIAN NAME (Optional)' },
  { key: 'aadhaarNo', header: 'Aadhaar No of Child' },
  { key: 'nameAsAadhaar', header: 'STUDENT NAME AS PER AADHAR' },
  { key: 'address', header: 'PRESENT ADDRESS' },
  { key: 'pincode', header: 'PINCODE' },
  { key: 'mobileNo_1', header: 'MOBILE NUMBER (of Student/Parent/Guardian)' },
  { key: 'mobileNo_2', header: 'ALTERNATE MOBILE NUMBER (Optional)' },
  { key: 'emailId', header: 'EMAIL ID (STUDENT/PARENT/GUARDIAN) (Optional)' },
  { key: 'motherTongue', header: 'MOTHER TONGUE' },
  { key: 'socCatId', header: 'SOCIAL CATEGORY' },
  { key: 'minorityId', header: 'MINORITY GROUP' },
  { key: 'isBplYn', header: 'Is BPL BANEFICIARY? (Yes-1, No-2)' },
  { key: 'aayBplYn', header: 'Whether Antyodaya Anna Yojana (AAY) beneficiary? (Yes-1, No-2)' },
  { key: 'ewsYn', header: 'BELONGS TO EWS/DISADVANTAGED GROUP? (Yes-1, No-2)' },
  { key: 'cwsnYn', header: 'IS CWSN? (Yes-1, No-2)' },
  { key: 'impairmentType', header: 'CWSN IMPAIRMENT TYPE' },
  { key: 'natIndYn', header: 'CHILD IS INDIAN NATIONAL? (Yes-1, No-2)' },
  { key: 'ooscYn', header: 'CHILD IS OUT-OF-SCHOOL-CHILD? (Yes-1, No-2)' },
  { key: 'ooscMainstreamedYn', header: 'When the child is mainstreamed?' },
  { key: 'admnNumber', header: 'Admission Number' },
  { key: 'admnStartDate', header: 'ADMISSION DATE (DD-MM-YYYY)' },
  { key: 'acdemicStream', header: 'STUDENT STREAM (For higher secondary only)' },
  { key: 'enrStatusPy', header: 'PREVIOUS ACADEMIC YEAR SCHOOLING STATUS' },
  { key: 'classPy', header: 'CLASS STUDIES IN PREVIOUS ACADEMIC YEAR' },
  { key: 'enrTypeCy', header: 'ADMITED/ENROLLED UNDER RTE/EWS? (for private unaided only)' },
  {
    key: 'examAppearedPyYn',
    header: 'APPEARED FOR EXAM IN PREVIOUS CLASS (1-Appeared, 2-Not Appeared)',
  },
  { key: 'examResultPy', header: 'RESULT FOR PREVIOUS EXAM' },
  { key: 'examMarksPy', header: 'MARKS % OF PREVIOUS EXAM' },
  { key: 'attendencePy', header: 'CLASS ATTENDED DAYS (Previous Year)' },
  { key: 'uniformFacProvided', header: 'Facility Received Free Uniform (Yes-1, No-2)' },
  { key: 'textBoxFacProvided', header: 'Facility Received Free TextBook (Yes-1, No-2)' },
  { key: 'centrlSchlrshpYn', header: 'Received Central Scholarship (Yes-1, No-2)' },
  { key: 'centrlSchlrshpId', header: 'Name of Central Scholarship (provide code only)' },
  { key: 'stateSchlrshpYn', header: 'Received State Scholarship (Yes-1, No-2)' },
  { key: 'otherSchlrshpYn', header: 'Received Other Scholarship (Yes-1, No-2)' },
  { key: 'schlrshpAmount', header: 'Scholarship Amount' },
  { key: 'facProvidedCwsn', header: 'Facility provided to the CWSN' },
  { key: 'scrndFrSld', header: 'Specific Learning Disability (SLD) (Yes-1, No-2)' },
  { key: 'sldType', header: 'Type of Specific Learning Disability (SLD)' },
  { key: 'scrndFrAsd', header: 'Autism Spectrum Disorder (Yes-1, No-2)' },
  { key: 'scrndFrAdhd', header: 'Attention Deficit Hyperactive Disorder (ADHD) (Yes-1, No-2)' },
  { key: 'isEcActivity', header: 'Involved in extra curricular activity? (Yes-1, No-2)' },
  { key: 'vocYn', header: 'Vocational Courses (Yes-1, No-2)' },
  { key: 'sector', header: 'Trade/Sector ID' },
  { key: 'jobRole', header: 'Job Role ID' },
  { key: 'appVocPy', header: 'Appeared for Examination in Previous Class for Vocational Subject' },
] as const satisfies readonly UdiseColumn[];

export type UdiseColumnKey = (typeof UDISE_STUDENT_COLUMNS)[number]['key'];

/**
 * The 55th column of the template's "tem3A" form (some states): the student's state code. The
 * export leaves it out; the import accepts a sheet with it.
 */
export const UDISE_STATE_CODE_COLUMN: UdiseColumn = {
  key: 'studentStateCode',
  header: 'Student State Code',
};

/** A header as the portal compares it: every space removed. */
export function strippedHeader(header: string): string {
  return header.replace(/\s+/g, '');
}

/** The column's 0-based index, by its field name. */
export function udiseColumnIndex(key: UdiseColumnKey): number {
  return UDISE_STUDENT_COLUMNS.findIndex((entry) => entry.key === key);
}
