// The sample data, deterministic for a given `now` and seed: the demo accounts, the three
// organizations of the README (organization-plans.ts) with their members, students
// (sample-student.ts), month-end figures and a pending invitation; and students for any
// organization, by the thousand, for the benchmarks. load.ts writes it into the emulators.
import { INVITATION_TTL_DAYS } from '@village/model/limits';
import { EDUCATION_LEVELS } from '@village/model/levels';
import { addMonths, monthKey, monthStart as monthStartInIndia } from '@village/model/paths';
import type { Role } from '@village/model/roles';
import { recount } from '@village/model/stats';
import { type GENDERS } from '@village/model/filters';
import { FIRST_NAMES, SURNAMES } from './names';
import { ORGANIZATION_PLANS, type OrganizationPlan } from './organization-plans';
import { createRandom, type Random } from './random';
import {
  DAY_MS,
  generateStudent,
  sampleStatus,
  type SampleStudent,
  type StudentNames,
} from './sample-student';

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
  /** Functions-only: the month from which its counters and month-end figures count on the roll. */
  onRollSince: string;
}

export interface SampleMember {
  orgId: string;
  uid: string;
  name: string;
  email: string;
  role: Role;
  joinedAt: Date;
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
  graduated: number;
  left: number;
}

export interface SampleData {
  organizations: SampleOrganization[];
  members: SampleMember[];
  students: SampleStudent[];
  invitations: SampleInvitation[];
  /** Closing figures of every month before the current one: the history that trends compare with. */
  monthlyStats: SampleMonthlyStats[];
}

function monthsBefore(now: Date, months: number): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - months, 1, 9));
}

function personName(random: Random, gender: (typeof GENDERS)[number]): string {
  return `${random.pick(FIRST_NAMES[gender])} ${random.pick(SURNAMES)}`;
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
      // Its month-end history below counts students on the roll from the founding month on, so
      // the dashboard's trends compare with it (model/src/stats.ts, monthCountsOnRoll).
      onRollSince: monthKey(createdAt),
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
    const students = Array.from({ length: plan.students }, (_, index) => {
      const student = generateStudent(random, plan, index, createdAt, now, staff);
      return { ...student, status: sampleStatus(index, student.educationLevel) };
    });
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
        // Today's statuses, as the sample has no history of them.
        graduated: counters.graduatedCount,
        left: counters.leftCount,
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
