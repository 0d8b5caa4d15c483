// What a school office's register looks like, for the import's tests (unit and browser): the
// headers offices write, in their order, and the school a register names in its title.

/** The headers of a register as offices write them (not the template's). */
export const OFFICE_HEADERS = [
  'S.No.',
  'Admission No.',
  'Student Name',
  "Father's Name",
  'DOB',
  'Gender',
  'Class',
  'Section',
  'Mobile No',
  'Address',
  'School Name',
];

/** The school whose register the fixtures are. */
export const NARELA = 'Government Senior Secondary School, Narela';
