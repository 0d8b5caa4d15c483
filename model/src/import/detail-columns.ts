// The student's details' columns of the import template, one optional column per detail, after
// the register's: headed by the detail's label, with the other headers registers and UDISE+ use.
import { DETAIL_FIELD_LABELS } from '../student-detail-labels';
import {
  DETAIL_CHOICE_TABLES,
  DETAIL_FIELDS,
  detailFieldSpec,
  type DetailFieldKey,
  type DetailFieldSpec,
} from '../student-details';
import type { ImportColumn } from './columns';

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
  nameInEnglish: ['अंग्रेज़ी अक्षरों में नाम (UDISE+ के लिए)', 'name in english', 'student name in english'],
  socialCategory: ['सामाजिक श्रेणी', 'caste category', 'जाति वर्ग'],
  minorityGroup: ['अल्पसंख्यक समूह', 'minority', 'अल्पसंख्यक'],
  bpl: ['बीपीएल', 'bpl card', 'below poverty line'],
  aay: ['अंत्योदय (AAY) कार्ड', 'aay', 'antyodaya', 'antyodaya card'],
  ews: ['ईडब्ल्यूएस / वंचित समूह', 'ews', 'disadvantaged group'],
  cwsn: ['विशेष आवश्यकता वाला बच्चा', 'cwsn', 'special needs'],
  impairments: ['दिव्यांगता के प्रकार', 'impairment', 'impairment type', 'disability type'],
  primaryImpairment: ['मुख्य दिव्यांगता (UDISE+ के लिए)', 'main impairment', 'primary impairment'],
  disabilityCertificate: ['दिव्यांगता प्रमाण पत्र', 'disability certificate available'],
  disabilityPercent: ['दिव्यांगता प्रतिशत', 'disability %', 'disability percent'],
  cwsnFacility: ['विशेष आवश्यकता के लिए मिली सुविधा', 'facility provided to the cwsn', 'cwsn facility'],
  sld: ['विशिष्ट अधिगम दिव्यांगता (SLD)', 'specific learning disability'],
  sldType: ['अधिगम दिव्यांगता का प्रकार', 'sld type', 'type of sld'],
  asd: ['ऑटिज़्म स्पेक्ट्रम विकार (ASD)', 'autism spectrum disorder', 'autism'],
  adhd: ['ध्यान की कमी व अति सक्रियता विकार (ADHD)', 'attention deficit hyperactive disorder'],
  motherTongue: ['मातृभाषा'],
  bloodGroup: ['रक्त समूह'],
  nationality: ['राष्ट्रीयता'],
  heightCm: ['लंबाई (सेमी)', 'height', 'लंबाई'],
  weightKg: ['वज़न (किलो)', 'weight', 'वज़न'],
  distanceToSchool: ['घर से विद्यालय की दूरी', 'distance', 'distance to school'],
  pincode: ['पिन कोड', 'pin', 'postal code'],
  extraCurricular: ['पाठ्येतर गतिविधियों में भाग लेता है', 'extra curricular activity'],
  rollNumber: ['अनुक्रमांक', 'roll number', 'रोल नंबर'],
  mediumOfInstruction: ['शिक्षा का माध्यम', 'medium', 'माध्यम'],
  stream: ['संकाय (कक्षा 11-12)', 'stream xi xii'],
  rte: ['आरटीई 12(1)(c) के अंतर्गत प्रवेश', 'rte', 'आरटीई'],
  previousYearStatus: ['पिछले वर्ष विद्यार्थी कहाँ था', 'previous year status'],
  outOfSchool: ['विद्यालय से बाहर का बच्चा (OoSC)', 'oosc', 'out of school child'],
  mainstreamed: ['मुख्यधारा के विद्यालय में लाया गया', 'when the child is mainstreamed'],
  vocational: ['व्यावसायिक पाठ्यक्रम', 'vocational courses'],
  vocationalSector: ['व्यावसायिक ट्रेड / सेक्टर आईडी', 'trade/sector id', 'sector id'],
  vocationalJobRole: ['व्यावसायिक जॉब रोल आईडी', 'job role id', 'job role'],
  vocationalExam: ['पिछली कक्षा में व्यावसायिक परीक्षा', 'vocational exam'],
  freeTextbooks: ['निःशुल्क पाठ्यपुस्तकें', 'textbooks'],
  freeUniforms: ['निःशुल्क वर्दी', 'uniforms'],
  transport: ['निःशुल्क परिवहन'],
  bicycle: ['निःशुल्क साइकिल'],
  escort: ['निःशुल्क अनुरक्षक'],
  hostel: ['निःशुल्क छात्रावास'],
  midDayMeal: ['मध्याह्न भोजन', 'mdm'],
  scholarship: ['छात्रवृत्ति'],
  moreScholarships: ['और छात्रवृत्तियाँ'],
  centralScholarship: ['केंद्रीय छात्रवृत्ति का नाम', 'central scholarship'],
  scholarshipAmount: ['छात्रवृत्ति राशि (₹)', 'scholarship amount'],
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
    case 'number': {
      const number = `A ${spec.integer ? 'whole ' : ''}number from ${spec.min} to ${spec.max}`;
      return spec.unit ? `${number} (${spec.unit === 'rupees' ? '₹' : spec.unit})` : number;
    }
  }
}

/** The student's details, one optional column each, after the register's columns. */
export const DETAIL_COLUMNS: readonly ImportColumn[] = DETAIL_FIELDS.map((field) => ({
  field,
  header: DETAIL_FIELD_LABELS[field],
  required: false,
  allowed: detailAllowed(detailFieldSpec(field)!),
  aliases: DETAIL_HEADER_ALIASES[field],
}));
