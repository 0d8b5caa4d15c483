// The three sample organizations the README lists ("Quick start"), as plans from which the sample
// data is generated: their names, sizes, levels and schools.
import { EDUCATION_LEVELS, type EducationLevel } from '@village/model/levels';

export interface OrganizationPlan {
  id: string;
  name: string;
  description: string;
  /** Printed on certificates. */
  address: string;
  /** The month its academic year starts: April for schools, July for the university. */
  academicYearStartMonth: number;
  studentIdPrefix: string;
  students: number;
  users: number;
  levels: readonly EducationLevel[];
  schools: readonly string[];
  foundedMonthsAgo: number;
  /**
   * The levels whose classes have sample attendance; all when absent. The university has it for
   * three of its fourteen, which keeps the sample's documents (and `npm start`) in proportion.
   */
  attendanceLevels?: readonly EducationLevel[];
}

/**
 * The sample organizations the README lists ("Quick start"): a school with 450 students and 25
 * users, a university with 2500 and 150, an academy with 180 and 12.
 */
export const ORGANIZATION_PLANS: readonly OrganizationPlan[] = [
  {
    id: 'narela-public-school',
    name: 'Narela Government Public School',
    description:
      'Government co-educational school, 1st to 12th standard, serving Narela and nearby villages.',
    address: 'Mamurpur Road, Narela, Delhi 110040',
    academicYearStartMonth: 4,
    studentIdPrefix: 'NPS',
    students: 450,
    users: 25,
    levels: EDUCATION_LEVELS.slice(0, 12),
    schools: ['Narela Government Public School', 'Narela Government Public School (Bawana Branch)'],
    foundedMonthsAgo: 30,
  },
  {
    id: 'delhi-rural-university',
    name: 'Delhi Rural University',
    description:
      'University with affiliated colleges for students from the villages of North and West Delhi.',
    address: 'Bawana Road, Alipur, Delhi 110036',
    academicYearStartMonth: 7,
    studentIdPrefix: 'DRU',
    students: 2500,
    users: 150,
    levels: EDUCATION_LEVELS.slice(12),
    schools: [
      'Delhi Rural University, Main Campus',
      'Shaheed Bhagat Singh College, Narela',
      'Kanjhawala College of Engineering',
      'Najafgarh Institute of Management',
      'Alipur College of Agriculture',
      'Mehrauli Women’s College',
    ],
    foundedMonthsAgo: 26,
    attendanceLevels: ['B.A', 'B.Sc', 'B.Com'],
  },
  {
    id: 'gyan-jyoti-academy',
    name: 'Gyan Jyoti Academy',
    description: 'After-school learning centre supporting children from eight village schools.',
    address: 'Near Panchayat Bhawan, Kanjhawala, Delhi 110081',
    academicYearStartMonth: 4,
    studentIdPrefix: 'GJA',
    students: 180,
    users: 12,
    levels: EDUCATION_LEVELS.slice(0, 12),
    schools: [
      'Govt. Primary School, Jaunti',
      'Govt. Primary School, Kanjhawala',
      'Sarvodaya Vidyalaya, Bawana',
      'Govt. Boys Senior Secondary School, Alipur',
      'Govt. Girls Senior Secondary School, Alipur',
      'Rajkiya Pratibha Vikas Vidyalaya, Burari',
      'Govt. Co-ed School, Chhawla',
      'Kendriya Vidyalaya, Narela',
    ],
    foundedMonthsAgo: 14,
  },
];
