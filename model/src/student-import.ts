// Spreadsheet import of students (/students/import): the template's columns, how a file's headers
// map onto them, and what is wrong with a row, in words (its cells read as offices write them, by
// register-values.ts). The web page previews with these; the importStudents callable validates every row again with the same
// studentInputSchema before it writes anything.
import {
  DETAIL_CHOICE_TABLES,
  DETAIL_FIELD_GROUPS,
  DETAIL_FIELD_LABELS,
  DETAIL_FIELDS,
  DETAIL_GROUP_NAMES,
  detailFieldSpec,
  emptyStudentDetails,
  type DetailFieldKey,
  type DetailFieldSpec,
  type DetailGroupName,
} from './student-details';
import type { Gender } from './filters';
import { EDUCATION_LEVELS, type EducationLevel } from './levels';
import { normalizeIndianMobile } from './phone';
import {
  fillProblem,
  readCoordinate,
  readDetailCell,
  readEducationLevel,
  readGender,
  readMobile,
  readRegisterDate,
  readStatus,
  splitClassAndSection,
  splitClassAndStream,
  TWO_DIGIT_YEAR_RULE,
  type ValueReading,
} from './register-values';
import {
  studentInputSchema,
  todayIso,
  type StudentInput,
  type StudentInputDraft,
  type StudentStatus,
} from './student';

/**
 * The register's columns, in order. `latitude`/`longitude` together make the map location. The
 * student's details (DETAIL_FIELDS) follow them in IMPORT_FIELDS.
 */
export const REGISTER_IMPORT_FIELDS = [
  'name',
  'dateOfBirth',
  'gender',
  'educationLevel',
  'course',
  'school',
  'address',
  'latitude',
  'longitude',
  'parentName',
  'parentContact',
  'parentOccupation',
  'enrollmentDate',
  'status',
  'admissionNumber',
  'section',
] as const;
export type ImportField = (typeof REGISTER_IMPORT_FIELDS)[number] | DetailFieldKey;

/** The template's columns, in order: the register's, then the student's details, all optional. */
export const IMPORT_FIELDS: readonly ImportField[] = [...REGISTER_IMPORT_FIELDS, ...DETAIL_FIELDS];

/** Whether a column is one of the student's details (issue 27). */
export function isDetailImportField(field: ImportField): field is DetailFieldKey {
  return detailFieldSpec(field) !== undefined;
}

export interface ImportColumn {
  field: ImportField;
  /** The template's header. */
  header: string;
  required: boolean;
  /** What the cell may hold, for the template's notes. */
  allowed: string;
  /**
   * Other headers that mean the same column (compared without case, spaces or punctuation), in
   * English and in Hindi: a Hindi register's, and the directory's export in Hindi, read too.
   */
  aliases: readonly string[];
}

const REGISTER_COLUMNS: readonly ImportColumn[] = [
  {
    field: 'name',
    header: 'Full Name',
    required: true,
    allowed: 'Text',
    aliases: [
      'name',
      'student name',
      'student',
      'full name of student',
      'नाम',
      'पूरा नाम',
      'विद्यार्थी',
      'विद्यार्थी का नाम',
      'विद्यार्थी का पूरा नाम',
      'छात्र का नाम',
      'छात्रा का नाम',
      'छात्र/छात्रा का नाम',
      'बच्चे का नाम',
    ],
  },
  {
    field: 'dateOfBirth',
    header: 'Date of Birth',
    required: false,
    allowed: `DD-MM-YYYY (also DD/MM/YYYY, DD.MM.YYYY, YYYY-MM-DD or 15 Aug 2012). ${TWO_DIGIT_YEAR_RULE}`,
    aliases: [
      'dob',
      'birth date',
      'date of birth dd-mm-yyyy',
      'जन्म तिथि',
      'जन्मतिथि',
      'जन्म दिनांक',
      'जन्म की तिथि',
      'जन्म की तारीख',
      'जन्म तारीख',
    ],
  },
  {
    field: 'gender',
    header: 'Gender',
    required: false,
    allowed: 'Male, Female, Other (also M, F, Boy, Girl, Transgender, पुरुष, महिला, लड़का, लड़की, अन्य)',
    aliases: ['sex', 'लिंग'],
  },
  {
    field: 'educationLevel',
    header: 'Education Level',
    required: true,
    allowed: `${EDUCATION_LEVELS.join(', ')}. A class may also be written 7, 07, 7th, VII, Class 7, Std. VII, Grade 7 or कक्षा 7, with a section (VII-A); the app starts at 1st Standard (no Nursery, LKG or UKG)`,
    aliases: ['level', 'class', 'standard', 'std', 'education', 'कक्षा', 'शिक्षा स्तर', 'स्तर'],
  },
  {
    field: 'course',
    header: 'Course',
    required: false,
    allowed: 'Text',
    aliases: ['stream', 'पाठ्यक्रम', 'कोर्स', 'संकाय'],
  },
  {
    field: 'school',
    header: 'School / College',
    required: true,
    allowed: 'Text',
    aliases: [
      'school',
      'college',
      'school name',
      'institution',
      'school or college',
      'विद्यालय',
      'विद्यालय का नाम',
      'विद्यालय / महाविद्यालय',
      'विद्यालय या महाविद्यालय',
      'महाविद्यालय',
      'स्कूल',
      'स्कूल का नाम',
    ],
  },
  {
    field: 'address',
    header: 'Address',
    required: false,
    allowed: 'Text',
    aliases: ['village', 'residence', 'पता', 'गाँव', 'गांव', 'ग्राम', 'निवास'],
  },
  {
    field: 'latitude',
    header: 'Latitude',
    required: false,
    allowed: 'A number from -90 to 90 (with Longitude)',
    aliases: ['lat', 'अक्षांश'],
  },
  {
    field: 'longitude',
    header: 'Longitude',
    required: false,
    allowed: 'A number from -180 to 180 (with Latitude)',
    aliases: ['lng', 'lon', 'long', 'देशांतर'],
  },
  {
    field: 'parentName',
    header: 'Parent / Guardian Name',
    required: false,
    allowed: 'Text',
    aliases: [
      'parent name',
      'guardian name',
      'father name',
      'mother name',
      "father's name",
      "mother's name",
      "parent's name",
      "guardian's name",
      'parent',
      'guardian',
      'parent / guardian',
      'अभिभावक',
      'अभिभावक का नाम',
      'माता/पिता/अभिभावक का नाम',
      'पिता का नाम',
      'माता का नाम',
      'संरक्षक का नाम',
    ],
  },
  {
    field: 'parentContact',
    header: 'Parent Contact',
    required: false,
    allowed:
      '10-digit Indian mobile number (with spaces or dashes, 0, 91 or +91 before it: all fine). Format the column as text, or Excel shows 9.87654E+09 and loses digits',
    aliases: [
      'contact',
      'mobile',
      'phone',
      'parent mobile',
      'parent phone',
      'mobile number',
      'mobile no',
      'phone no',
      'contact no',
      'contact number',
      'मोबाइल',
      'मोबाइल नंबर',
      'मोबाइल नं',
      'मोबाइल संख्या',
      'फ़ोन',
      'फ़ोन नंबर',
      'संपर्क',
      'संपर्क नंबर',
      'अभिभावक संपर्क',
      'अभिभावक का मोबाइल',
      'अभिभावक का मोबाइल नंबर',
    ],
  },
  {
    field: 'parentOccupation',
    header: 'Parent Occupation',
    required: false,
    allowed: 'Text',
    aliases: ['occupation', 'guardian occupation', 'व्यवसाय', 'अभिभावक का व्यवसाय', 'पिता का व्यवसाय'],
  },
  {
    field: 'enrollmentDate',
    header: 'Enrollment Date',
    required: false,
    allowed: `DD-MM-YYYY (also DD/MM/YYYY, DD.MM.YYYY, YYYY-MM-DD or 15 Aug 2012). ${TWO_DIGIT_YEAR_RULE}`,
    aliases: [
      'admission date',
      'date of admission',
      'enrolment date',
      'enrolled on',
      'प्रवेश तिथि',
      'प्रवेश दिनांक',
      'प्रवेश की तिथि',
      'दाखिला तिथि',
      'दाखिले की तारीख',
    ],
  },
  {
    field: 'status',
    header: 'Status',
    required: false,
    allowed: 'Active or Graduated (also Studying, Enrolled, Passed out, Alumni); Active when blank',
    aliases: ['स्थिति'],
  },
  // Not "S.No.", "Sr. No." or "Roll No": a register's serial and roll numbers are not admissions.
  {
    field: 'admissionNumber',
    header: 'Admission No.',
    required: false,
    allowed: 'Letters, digits, spaces and / - . (unique in the organization)',
    aliases: [
      'admission no',
      'admission number',
      'adm no',
      'admn no',
      'scholar no',
      'enrolment no',
      'enrollment no',
      'registration no',
      'reg no',
      'प्रवेश संख्या',
      'प्रवेश क्रमांक',
      'प्रवेश नंबर',
      'दाखिला संख्या',
      'दाखिला नंबर',
      'पंजीकरण संख्या',
    ],
  },
  {
    field: 'section',
    header: 'Section',
    required: false,
    allowed: 'Text, e.g. A',
    aliases: ['sec', 'div', 'division', 'सेक्शन', 'अनुभाग'],
  },
];

/**
 * Other headers of the details' columns: first each field's Hindi label as the web's export book
 * says it (web/src/lib/export/messages.hi.ts; the model cannot read the web's books, and a test
 * checks the two agree), then names registers and the UDISE+ forms use. Not "Category" nor
 * "श्रेणी": the export's Category column is the level's (Primary, Secondary…).
 */
const DETAIL_HEADER_ALIASES: Readonly<Record<DetailFieldKey, readonly string[]>> = {
  motherName: ['माता का नाम', 'mother name', 'माँ का नाम'],
  fatherName: ['पिता का नाम', 'father name'],
  alternateMobile: [
    'दूसरा मोबाइल नंबर',
    'alternate mobile number',
    'alternate contact',
    'second mobile',
    'वैकल्पिक मोबाइल',
  ],
  email: ['ईमेल', 'email id', 'email address', 'ईमेल आईडी'],
  nameAsPerAadhaar: ['आधार के अनुसार नाम', 'name as per aadhar', 'name in aadhaar'],
  pen: ['पेन (UDISE+)', 'pen', 'pen no', 'permanent education number', 'पेन'],
  apaarId: ['अपार आईडी', 'apaar', 'apaar no', 'अपार'],
  socialCategory: ['सामाजिक श्रेणी', 'caste category', 'जाति वर्ग'],
  minorityGroup: ['अल्पसंख्यक समूह', 'minority', 'अल्पसंख्यक'],
  bpl: ['बीपीएल', 'bpl card', 'below poverty line'],
  aay: ['अंत्योदय (AAY) कार्ड', 'aay', 'antyodaya', 'antyodaya card'],
  ews: ['ईडब्ल्यूएस / वंचित समूह', 'ews', 'disadvantaged group'],
  cwsn: ['विशेष आवश्यकता वाला बच्चा', 'cwsn', 'special needs'],
  impairments: ['दिव्यांगता के प्रकार', 'impairment', 'impairment type', 'disability type'],
  disabilityCertificate: ['दिव्यांगता प्रमाण पत्र', 'disability certificate available'],
  disabilityPercent: ['दिव्यांगता प्रतिशत', 'disability %', 'disability percent'],
  motherTongue: ['मातृभाषा'],
  bloodGroup: ['रक्त समूह'],
  nationality: ['राष्ट्रीयता'],
  heightCm: ['लंबाई (सेमी)', 'height', 'लंबाई'],
  weightKg: ['वज़न (किलो)', 'weight', 'वज़न'],
  distanceToSchool: ['घर से विद्यालय की दूरी', 'distance', 'distance to school'],
  pincode: ['पिन कोड', 'pin', 'postal code'],
  rollNumber: ['अनुक्रमांक', 'roll number', 'रोल नंबर'],
  mediumOfInstruction: ['शिक्षा का माध्यम', 'medium', 'माध्यम'],
  stream: ['संकाय (कक्षा 11-12)', 'stream xi xii'],
  rte: ['आरटीई 12(1)(c) के अंतर्गत प्रवेश', 'rte', 'आरटीई'],
  previousYearStatus: ['पिछले वर्ष विद्यार्थी कहाँ था', 'previous year status'],
  freeTextbooks: ['निःशुल्क पाठ्यपुस्तकें', 'textbooks'],
  freeUniforms: ['निःशुल्क वर्दी', 'uniforms'],
  transport: ['निःशुल्क परिवहन'],
  bicycle: ['निःशुल्क साइकिल'],
  escort: ['निःशुल्क अनुरक्षक'],
  hostel: ['निःशुल्क छात्रावास'],
  midDayMeal: ['मध्याह्न भोजन', 'mdm'],
  scholarship: ['छात्रवृत्ति'],
};

/** What a detail column may hold, for the template's notes, from the field's spec. */
function detailAllowed(spec: DetailFieldSpec): string {
  switch (spec.kind) {
    case 'text':
      return spec.message ?? `Text, at most ${spec.max} characters`;
    case 'phone':
      return '10-digit Indian mobile number, written as for Parent Contact';
    case 'email':
      return 'An email address, e.g. name@example.com';
    case 'choice':
    case 'multi': {
      const labels = DETAIL_CHOICE_TABLES[spec.table].map((option) => option.label).join('; ');
      return spec.kind === 'choice'
        ? `One of: ${labels} (any case)`
        : `One or more of: ${labels} (any case), separated by commas or semicolons`;
    }
    case 'yesNo':
      return 'Yes or No (also Y, N, हाँ, नहीं, or the UDISE+ codes: 1 for Yes, 2 for No)';
    case 'number':
      return `A ${spec.integer ? 'whole ' : ''}number from ${spec.min} to ${spec.max} (${spec.unit})`;
  }
}

/** The student's details (issue 27), one optional column each, after the register's columns. */
const DETAIL_COLUMNS: readonly ImportColumn[] = DETAIL_FIELDS.map((field) => ({
  field,
  header: DETAIL_FIELD_LABELS[field],
  required: false,
  allowed: detailAllowed(detailFieldSpec(field)!),
  aliases: DETAIL_HEADER_ALIASES[field],
}));

/**
 * The template's columns, in order. The register's come first, so that where a header could name
 * either ("Father's Name" names the parent in a register without a parent column) it feeds the
 * register's column, as before the details had columns.
 */
export const IMPORT_COLUMNS: readonly ImportColumn[] = [...REGISTER_COLUMNS, ...DETAIL_COLUMNS];

export { IMPORT_BATCH_SIZE } from './limits';
/** The most rows one file may hold. */
export const IMPORT_MAX_ROWS = 20_000;

/**
 * A header as compared: Latin letters and digits, and Devanagari letters, signs and digits (a
 * Hindi register's "जन्म तिथि"), lower case, NFC, without the nukta (so "फ़ोन" and "फोन" are one
 * word); spaces, punctuation and the danda (a sign shared by several scripts) dropped.
 */
function headerKey(text: string): string {
  return text
    .normalize('NFC')
    .toLowerCase()
    .replace(/\u093C/g, '')
    .replace(/[^a-z0-9\p{Script=Devanagari}]/gu, '');
}

/**
 * Which file column (index) feeds each field: headers equal to the template's, or one of its
 * aliases, without regard to case, spaces or punctuation. Unmatched fields are left out; the page
 * lets the user pick them.
 */
export function guessColumnMapping(
  headers: readonly string[],
): Partial<Record<ImportField, number>> {
  const mapping: Partial<Record<ImportField, number>> = {};
  const taken = new Set<number>();
  for (const column of IMPORT_COLUMNS) {
    const names = new Set([column.header, column.field, ...column.aliases].map(headerKey));
    const index = headers.findIndex((header, at) => !taken.has(at) && names.has(headerKey(header)));
    if (index >= 0) {
      mapping[column.field] = index;
      taken.add(index);
    }
  }
  return mapping;
}

export type DateReading = { ok: true; iso: string | null } | { ok: false; problem: string };

/**
 * A date as registers write it (readRegisterDate: DD-MM-YYYY, DD/MM/YYYY, DD.MM.YYYY, YYYY-MM-DD,
 * "15 Aug 2012", a two-digit year by TWO_DIGIT_YEAR_RULE); blank is no date. Read as an
 * enrollment date: a date after today is not refused.
 */
export function parseImportDate(text: string, today: string = todayIso()): DateReading {
  const reading = readRegisterDate(text, 'enrollmentDate', today);
  return reading.ok ? { ok: true, iso: reading.value } : reading;
}

/** "2010-02-28" → "28-02-2010", as the template and the export write dates. */
export function formatImportDate(iso: string | null): string {
  if (!iso) return '';
  const [year, month, day] = iso.split('-');
  return `${day}-${month}-${year}`;
}

/** The level for "5th Standard", "VII", "Class 7", "b.sc", "BSc", "Ph.D"...; undefined otherwise. */
export function matchEducationLevel(value: string): EducationLevel | undefined {
  const reading = readEducationLevel(value);
  return reading.ok ? (reading.value ?? undefined) : undefined;
}

/** One row of the file, as text per field (missing columns read as ''). */
export type ImportCells = Partial<Record<ImportField, string>>;

export type RowCheck = { ok: true; student: StudentInput } | { ok: false; problems: string[] };

/**
 * The forms of a row's problems: a value that cannot be read (REGISTER_PROBLEMS says why), a
 * field missing, the location half given, or the schema's message. The web says them in another
 * language by these very texts.
 */
export const ROW_PROBLEMS = {
  value: '{field} {value}: {problem}',
  missing: '{field} is missing',
  together: 'latitude and longitude must be given together',
  schema: '{field}: {message}',
} as const;

/** Each field as a row's problems name it ("date of birth 31-02-2010: not a real date"). */
export const IMPORT_FIELD_NAMES: Record<ImportField, string> = {
  // The details by their labels ("Blood Group C+: not one of …"), which the template heads with.
  ...DETAIL_FIELD_LABELS,
  name: 'full name',
  dateOfBirth: 'date of birth',
  gender: 'gender',
  educationLevel: 'education level',
  course: 'course',
  school: 'school or college',
  address: 'address',
  latitude: 'latitude',
  longitude: 'longitude',
  parentName: 'parent or guardian name',
  parentContact: 'parent contact',
  parentOccupation: 'parent occupation',
  enrollmentDate: 'enrollment date',
  status: 'status',
  admissionNumber: 'admission number',
  section: 'section',
};

/**
 * What one row would import as, or every problem with it in words ("date of birth 31-02-2010:
 * not a real date", "education level Nursery: the app starts at 1st Standard"), for "Row 14: …"
 * in the preview and in the callable's answer. Each cell is read by register-values.ts; `today`
 * (YYYY-MM-DD, India's today by default) decides future dates and two-digit years.
 */
export function checkImportRow(cells: ImportCells, today: string = todayIso()): RowCheck {
  const text = (field: ImportField) => (cells[field] ?? '').trim();
  const problems: string[] = [];
  /** The value read from a field's cell, or undefined after noting the problem. */
  const read = <T>(field: ImportField, reading: ValueReading<T>): T | undefined => {
    if (reading.ok) return reading.value;
    problems.push(
      fillProblem(ROW_PROBLEMS.value, {
        field: IMPORT_FIELD_NAMES[field],
        value: text(field),
        problem: reading.problem,
      }),
    );
    return undefined;
  };

  const dateOfBirth = read(
    'dateOfBirth',
    readRegisterDate(text('dateOfBirth'), 'dateOfBirth', today),
  );
  const enrollmentDate = read(
    'enrollmentDate',
    readRegisterDate(text('enrollmentDate'), 'enrollmentDate', today),
  );
  const gender: Gender | null | undefined = read('gender', readGender(text('gender')));

  let educationLevel: EducationLevel | null | undefined = null;
  const missing = (field: ImportField) =>
    problems.push(fillProblem(ROW_PROBLEMS.missing, { field: IMPORT_FIELD_NAMES[field] }));
  if (!text('educationLevel')) missing('educationLevel');
  else educationLevel = read('educationLevel', readEducationLevel(text('educationLevel')));

  const status: StudentStatus | undefined = read('status', readStatus(text('status')));

  let location: { lat: number; lng: number } | null = null;
  if (text('latitude') || text('longitude')) {
    if (!text('latitude') || !text('longitude')) {
      problems.push(ROW_PROBLEMS.together);
    } else {
      const lat = read('latitude', readCoordinate(text('latitude'), 'latitude'));
      const lng = read('longitude', readCoordinate(text('longitude'), 'longitude'));
      if (typeof lat === 'number' && typeof lng === 'number') location = { lat, lng };
    }
  }

  const parentContact = read('parentContact', readMobile(text('parentContact')));
  if (!text('name')) missing('name');
  if (!text('school')) missing('school');
  // The details: each cell read as offices write it, into its group (blank is not recorded).
  const details = emptyStudentDetails() as Record<DetailGroupName, Record<string, unknown>>;
  for (const field of DETAIL_FIELDS) {
    if (!text(field)) continue;
    const value = read(field, readDetailCell(detailFieldSpec(field)!, text(field)));
    if (value !== undefined) details[DETAIL_FIELD_GROUPS[field]][field] = value;
  }
  if (problems.length > 0) return { ok: false, problems };

  const draft: StudentInputDraft = {
    name: text('name'),
    dateOfBirth: dateOfBirth ?? null,
    gender: gender ?? null,
    educationLevel: educationLevel!,
    // "XI Science" keeps its stream as the course when the register has no course column.
    course: text('course') || (splitClassAndStream(text('educationLevel')).stream ?? ''),
    school: text('school'),
    address: text('address'),
    location,
    parentName: text('parentName'),
    parentContact: parentContact ?? '',
    parentOccupation: text('parentOccupation'),
    enrollmentDate: enrollmentDate ?? null,
    status: status ?? 'active',
    admissionNumber: text('admissionNumber'),
    // "VII-A" in the class column gives the section when the register has no section column.
    section: text('section') || (splitClassAndSection(text('educationLevel')).section ?? ''),
    ...(details as ReturnType<typeof emptyStudentDetails>),
  };
  const parsed = studentInputSchema.safeParse(draft);
  if (parsed.success) return { ok: true, student: parsed.data };
  return {
    ok: false,
    problems: parsed.error.issues.map((issue) => {
      // A detail's issue is at [group, field]: the row names the field.
      const [first, second] = issue.path.map(String);
      const isGroup = (DETAIL_GROUP_NAMES as readonly string[]).includes(first ?? '');
      const field = ((isGroup ? second : first) ?? '') as ImportField;
      const name = IMPORT_FIELD_NAMES[field] ?? field;
      return fillProblem(ROW_PROBLEMS.schema, {
        field: name,
        message: `${issue.message.charAt(0).toLowerCase()}${issue.message.slice(1)}`,
      });
    }),
  };
}

/**
 * Students that are probably the same person: the same name (case and spaces folded), date of
 * birth and parent contact. Compared within the file and against the organization's students.
 */
export function duplicateKey(
  student: Pick<StudentInput, 'name' | 'dateOfBirth' | 'parentContact'>,
): string {
  const name = student.name.trim().replace(/\s+/g, ' ').toLowerCase();
  return `${name}|${student.dateOfBirth ?? ''}|${normalizeIndianMobile(student.parentContact) ?? student.parentContact}`;
}

/** The example student's details, as an office would write them (the rest left blank). */
const DETAIL_EXAMPLE: Partial<Record<DetailFieldKey, string>> = {
  motherName: 'Sunita Devi',
  fatherName: 'Suresh Kumar',
  nameAsPerAadhaar: 'Aarav Kumar',
  socialCategory: 'OBC',
  minorityGroup: 'Not a minority',
  bpl: 'No',
  aay: 'No',
  ews: 'No',
  cwsn: 'No',
  motherTongue: 'Hindi',
  bloodGroup: 'B+',
  nationality: 'Indian',
  heightCm: '142',
  weightKg: '35.5',
  distanceToSchool: '1 to 3 km',
  pincode: '110036',
  rollNumber: '17',
  mediumOfInstruction: 'Hindi',
  rte: 'No',
  previousYearStatus: 'In this school',
  freeTextbooks: 'Yes',
  freeUniforms: 'Yes',
  transport: 'No',
  bicycle: 'No',
  escort: 'No',
  hostel: 'No',
  midDayMeal: 'Yes',
  scholarship: 'None',
};

/** The template's rows: the header, then one example row. */
export function importTemplateRows(): string[][] {
  return [
    IMPORT_COLUMNS.map((column) => column.header),
    [
      'Aarav Kumar',
      '15-08-2012',
      'Male',
      '7th Standard',
      '',
      'Government Senior Secondary School, Narela',
      'Village Holambi Kalan, Delhi',
      '28.8530',
      '77.0920',
      'Suresh Kumar',
      '9876543210',
      'Farmer',
      '01/04/2024',
      'Active',
      '2024/117',
      'A',
      ...DETAIL_FIELDS.map((field) => DETAIL_EXAMPLE[field] ?? ''),
    ],
  ];
}

/** The template's notes: each column, whether it is required, and what it may hold. */
export function importTemplateNotes(): string[][] {
  return [
    ['Column', 'Required', 'Allowed values'],
    ...IMPORT_COLUMNS.map((column) => [
      column.header,
      column.required ? 'Yes' : 'No',
      column.allowed,
    ]),
  ];
}

/**
 * The document id of an imported row: the same file row always lands on the same document, so a
 * batch sent again after a dropped connection creates nothing twice.
 */
export function importedStudentDocId(importId: string, row: number): string {
  return `import-${importId}-${row}`;
}

/** Whether a student document was created by an import (its add is in the import's activity). */
export function isImportedStudentDocId(docId: string): boolean {
  return docId.startsWith('import-');
}

/** The activity of one import: "N students imported". */
export function importedActivityText(count: number): string {
  return `${count} ${count === 1 ? 'student' : 'students'} imported`;
}
