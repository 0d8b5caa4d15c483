// Headers the import template writes and the directory's export writes too, so that an exported
// file imports back onto the same fields. Apart from the import's columns, which the directory's
// chunk does not load.

export const SECTION_HEADER = 'Section';
export const ADMISSION_NUMBER_HEADER = 'Admission No.';
