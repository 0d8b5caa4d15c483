import { directorySourceOf, type DirectorySource } from '@village/model/directory';
import { EDUCATION_LEVELS, type EducationLevel } from '@village/model/levels';
import { INVITATION_TTL_DAYS } from '@village/model/limits';
import { addMonths, monthKey, monthStart as monthStartInIndia } from '@village/model/paths';
import { importedStudentDocId } from '@village/model/student-import';
import type { Role } from '@village/model/roles';
import { recount } from '@village/model/stats';
import { deriveStudentFields, type StudentInput } from '@village/model/student';
import { emptyStudentDetails, type StudentDetails } from '@village/model/student-details';
import { SOCIAL_CATEGORIES } from '@village/model/udise';
import { type GENDERS } from '@village/model/filters';
import { COURSES, FIRST_NAMES, HINDI, OCCUPATIONS, PLACES, STREETS, SURNAMES } from './names';
import { createRandom, type Random } from './random';

/** The demo accounts, one per role, in every sample organization (README, "Quick start"). */
export const DEMO_PASSWORD = 'village123';
export const DEMO_ACCOUNTS = [
  {
    uid: 'demo-super-admin',
    email: 'admin@village.test',
    displayName: 'Asha Verma',
    role: 'super_admin',
  },
  {
    uid: 'demo-org-user',
    email: 'staff@village.test',
    displayName: 'Ramesh Yadav',
    role: 'org_user',
  },
  {
    uid: 'demo-end-user',
    email: 'viewer@village.test',
    displayName: 'Sunita Devi',
    role: 'end_user',
  },
] as const satisfies ReadonlyArray<{ uid: string; email: string; displayName: string; role: Role }>;
/** A verified account with no organization yet, only a pending invitation to the academy. */
export const DEMO_INVITEE = {
  uid: 'demo-invitee',
  email: 'invited@village.test',
  displayName: 'Kavita Rawat',
};

interface OrganizationPlan {
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

export interface SampleOrganization {
  id: string;
  name: string;
  description: string;
  address: string;
  academicYearStartMonth: number;
  createdAt: Date;
  createdBy: string;
  /** Functions-only: the prefix of the studentIds the functions assign to new students. */
  studentIdPrefix: string;
  /** Functions-only: the number the next new student gets (the sample ones use 1..students). */
  nextStudentNumber: number;
}

export interface SampleMember {
  orgId: string;
  uid: string;
  name: string;
  email: string;
  role: Role;
  joinedAt: Date;
}

export interface SampleStudent extends StudentInput {
  orgId: string;
  id: string;
  studentId: string;
  category: ReturnType<typeof deriveStudentFields>['category'];
  createdAt: Date;
  createdBy: string;
  updatedAt: Date;
  updatedBy: string;
}

export interface SampleInvitation {
  orgId: string;
  email: string;
  orgName: string;
  role: 'org_user' | 'end_user';
  invitedBy: string;
  createdAt: Date;
  expiresAt: Date;
}

export interface SampleMonthlyStats {
  orgId: string;
  month: string;
  total: number;
  primary: number;
  secondary: number;
  higher: number;
  added: number;
}

export interface SampleData {
  organizations: SampleOrganization[];
  members: SampleMember[];
  students: SampleStudent[];
  invitations: SampleInvitation[];
  /** Closing figures of every month before the current one: the history that trends compare with. */
  monthlyStats: SampleMonthlyStats[];
}

const DAY_MS = 24 * 60 * 60 * 1000;

function monthsBefore(now: Date, months: number): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - months, 1, 9));
}

function personName(random: Random, gender: (typeof GENDERS)[number]): string {
  return `${random.pick(FIRST_NAMES[gender])} ${random.pick(SURNAMES)}`;
}

/** Typical age for a level: 1st Standard at 6, each standard a year more; degrees from 18. */
function ageForLevel(random: Random, level: EducationLevel): number {
  const index = EDUCATION_LEVELS.indexOf(level);
  if (index < 12) return 6 + index + random.int(0, 1);
  if (level === 'Ph.D') return random.int(25, 32);
  if (level === 'Post Doctorate') return random.int(29, 38);
  if (level.startsWith('M')) return random.int(21, 25);
  return random.int(17, 22);
}

function isoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

function generateStudent(
  random: Random,
  plan: OrganizationPlan,
  index: number,
  orgCreatedAt: Date,
  now: Date,
  staff: readonly Pick<SampleMember, 'uid'>[],
  names: StudentNames = 'latin',
): SampleStudent {
  const gender = random.chance(0.02) ? 'other' : random.chance(0.5) ? 'female' : 'male';
  const surname = random.pick(SURNAMES);
  const name = `${random.pick(FIRST_NAMES[gender])} ${surname}`;
  const educationLevel = random.pick(plan.levels);
  const courses = (COURSES as Record<string, readonly string[] | undefined>)[educationLevel];
  const place = random.pick(PLACES);
  const age = ageForLevel(random, educationLevel);
  const birth = new Date(
    Date.UTC(now.getUTCFullYear() - age, random.int(0, 11), random.int(1, 28)),
  );
  // Enrolments spread from the organization's founding to today, with more in recent months.
  const span = now.getTime() - orgCreatedAt.getTime();
  const createdAt = new Date(
    now.getTime() - Math.floor(span * random.next() ** 1.6) - random.int(0, DAY_MS),
  );
  const creator = random.pick(staff);
  const school = random.pick(plan.schools);
  const parentFirst = random.pick(random.chance(0.6) ? FIRST_NAMES.male : FIRST_NAMES.female);
  const input: StudentInput = {
    name,
    dateOfBirth: isoDate(birth),
    gender,
    educationLevel,
    course: courses ? random.pick(courses) : '',
    school,
    address: `House No. ${random.int(1, 420)}, ${random.pick(STREETS)}, ${place.name}, ${place.district}, Delhi ${place.pin}`,
    location: {
      lat: Number((place.lat + (random.next() - 0.5) * 0.02).toFixed(5)),
      lng: Number((place.lng + (random.next() - 0.5) * 0.02).toFixed(5)),
    },
    parentName: `${parentFirst} ${surname}`,
    parentContact: `+91${random.int(6, 9)}${String(random.int(0, 999_999_999)).padStart(9, '0')}`,
    parentOccupation: random.pick(OCCUPATIONS),
    enrollmentDate: isoDate(createdAt),
    status: 'active',
    // Not drawn from the random stream, so that the other fields stay as they were.
    section: 'ABC'.charAt(index % 3),
    admissionNumber: String(1001 + index),
    ...sampleDetails(index, educationLevel),
  };
  if (names === 'hindi') {
    // Drawn from a random stream of its own: the other fields stay those of the Latin records.
    const hindi = createRandom(index + 1);
    const hindiSurname = hindi.pick(HINDI.surnames);
    input.name = `${hindi.pick(HINDI.firstNames[gender])} ${hindiSurname}`;
    input.parentName = `${hindi.pick(hindi.chance(0.6) ? HINDI.firstNames.male : HINDI.firstNames.female)} ${hindiSurname}`;
    input.address = `मकान नं. ${hindi.int(1, 420)}, ${hindi.pick(HINDI.streets)}, ${hindi.pick(HINDI.places)}, ${hindi.pick(HINDI.districts)}, दिल्ली ${place.pin}`;
  }
  const number = String(index + 1).padStart(4, '0');
  return {
    ...input,
    ...deriveStudentFields(input),
    orgId: plan.id,
    // The sample register is loaded as an import (model/src/student-import.ts): the load counts
    // it (seed/src/cli.ts reconciles), and the student trigger leaves these creates alone.
    id: importedStudentDocId('sample', index + 2),
    studentId: `${plan.studentIdPrefix}-${number}`,
    createdAt,
    createdBy: creator.uid,
    updatedAt: createdAt,
    updatedBy: creator.uid,
  };
}

/** What the directory index lists for a generated student: what the function packs once it is stored. */
export function sampleDirectorySource(student: SampleStudent): DirectorySource {
  return directorySourceOf(student);
}

export interface GenerateStudentsOptions {
  orgId: string;
  count: number;
  /** studentIds are `${studentIdPrefix}-0001`, `-0002`, ... */
  studentIdPrefix?: string;
  seed?: number;
  now?: Date;
  /** 'hindi': names, parents' names and addresses in Devanagari (the benches at scale). */
  names?: StudentNames;
}

export type StudentNames = 'latin' | 'hindi';

/**
 * `count` students for any organization, of every level and at the schools of the sample
 * organizations, added over the last two years by the demo super_admin and org_user. Pure and
 * deterministic for a given `now` and `seed`; document ids are `import-sample-2`, `-3`, ... (the
 * rows of a sample import)
 */
export function generateStudents({
  orgId,
  count,
  studentIdPrefix = 'BLK',
  seed = 20261123,
  now = new Date(),
  names = 'latin',
}: GenerateStudentsOptions): SampleStudent[] {
  const random = createRandom(seed);
  const plan: OrganizationPlan = {
    id: orgId,
    name: orgId,
    description: '',
    address: '',
    academicYearStartMonth: 4,
    studentIdPrefix,
    students: count,
    users: 0,
    levels: EDUCATION_LEVELS,
    schools: ORGANIZATION_PLANS.flatMap((organization) => organization.schools),
    foundedMonthsAgo: 24,
  };
  const createdAt = monthsBefore(now, plan.foundedMonthsAgo);
  const staff = DEMO_ACCOUNTS.filter((account) => account.role !== 'end_user');
  return Array.from({ length: count }, (_, index) =>
    generateStudent(random, plan, index, createdAt, now, staff, names),
  );
}

/** Pure and deterministic for a given `now`: the same organizations, people and students every run. */
export function generateSampleData({ now = new Date(), seed = 20261123 } = {}): SampleData {
  const random = createRandom(seed);
  const data: SampleData = {
    organizations: [],
    members: [],
    students: [],
    invitations: [],
    monthlyStats: [],
  };
  const [admin] = DEMO_ACCOUNTS;

  for (const plan of ORGANIZATION_PLANS) {
    const createdAt = monthsBefore(now, plan.foundedMonthsAgo);
    data.organizations.push({
      id: plan.id,
      name: plan.name,
      description: plan.description,
      address: plan.address,
      academicYearStartMonth: plan.academicYearStartMonth,
      createdAt,
      createdBy: admin.uid,
      studentIdPrefix: plan.studentIdPrefix,
      nextStudentNumber: plan.students + 1,
    });

    const members: SampleMember[] = DEMO_ACCOUNTS.map((account) => ({
      orgId: plan.id,
      uid: account.uid,
      name: account.displayName,
      email: account.email,
      role: account.role,
      joinedAt: createdAt,
    }));
    for (let index = members.length; index < plan.users; index += 1) {
      const gender = random.chance(0.5) ? 'female' : 'male';
      const name = personName(random, gender);
      const role: Role =
        index % 4 === 0 ? 'org_user' : index % 25 === 1 ? 'super_admin' : 'end_user';
      members.push({
        orgId: plan.id,
        uid: `seed-${plan.studentIdPrefix.toLowerCase()}-${String(index).padStart(3, '0')}`,
        name,
        email: `${name.toLowerCase().replace(/\s+/g, '.')}.${index}@${plan.id}.example.org`,
        role,
        joinedAt: new Date(
          createdAt.getTime() + random.int(0, plan.foundedMonthsAgo * 28) * DAY_MS,
        ),
      });
    }
    data.members.push(...members);

    const staff = members.filter((member) => member.role !== 'end_user');
    const students = Array.from({ length: plan.students }, (_, index) =>
      generateStudent(random, plan, index, createdAt, now, staff),
    );
    data.students.push(...students);

    // Month-end figures for every month since the organization was founded, up to last month.
    for (let monthsAgo = plan.foundedMonthsAgo; monthsAgo >= 1; monthsAgo -= 1) {
      const monthStart = monthsBefore(now, monthsAgo);
      // The last instant of that month in India, where months are counted (monthKey).
      const monthEnd = new Date(
        monthStartInIndia(addMonths(monthKey(monthStart), 1)).getTime() - 1,
      );
      const upToMonthEnd = students.filter((student) => student.createdAt <= monthEnd);
      const counters = recount(upToMonthEnd, monthEnd);
      data.monthlyStats.push({
        orgId: plan.id,
        month: monthKey(monthStart),
        total: counters.studentCount,
        primary: counters.stats.primary,
        secondary: counters.stats.secondary,
        higher: counters.stats.higher,
        added: counters.stats.recentAdditions,
      });
    }
  }

  const academy = data.organizations.find((org) => org.id === 'gyan-jyoti-academy');
  if (academy) {
    const invitedAt = new Date(now.getTime() - 2 * DAY_MS);
    data.invitations.push({
      orgId: academy.id,
      email: DEMO_INVITEE.email,
      orgName: academy.name,
      role: 'org_user',
      invitedBy: admin.uid,
      createdAt: invitedAt,
      expiresAt: new Date(invitedAt.getTime() + INVITATION_TTL_DAYS * DAY_MS),
    });
  }
  return data;
}

/**
 * A few of the "More details" (issue 27), from the index alone so that the random stream, and so
 * every other field, stays as it was: a social category for every student, and the free textbooks
 * and mid-day meal that schools give up to class 8.
 */
function sampleDetails(index: number, level: EducationLevel): StudentDetails {
  const standard = /^(\d+)/.exec(level);
  const upToClass8 = standard !== null && Number(standard[1]) <= 8;
  return {
    ...emptyStudentDetails(),
    social: { socialCategory: SOCIAL_CATEGORIES[index % SOCIAL_CATEGORIES.length] },
    facilities: upToClass8 ? { freeTextbooks: true, midDayMeal: true } : {},
  };
}
