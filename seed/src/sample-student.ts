// One generated student of a sample organization: a record the app itself could have written,
// drawn from the seeded random stream, with Latin or Hindi names.
import { EDUCATION_LEVELS, type EducationLevel } from '@village/model/levels';
import { importedStudentDocId } from '@village/model/import/imported-docs';
import { deriveStudentFields, type StudentInput, type StudentStatus } from '@village/model/student';
import { emptyStudentDetails, type StudentDetails } from '@village/model/student-details';
import { SOCIAL_CATEGORIES } from '@village/model/udise';
import { COURSES, FIRST_NAMES, HINDI, OCCUPATIONS, PLACES, STREETS, SURNAMES } from './names';
import type { OrganizationPlan } from './organization-plans';
import { createRandom, type Random } from './random';

/** A day in milliseconds (enrolment times fall anywhere in a day). */
export const DAY_MS = 24 * 60 * 60 * 1000;

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

/** 'hindi': names, parents' names and addresses in Devanagari (the benches at scale). */
export type StudentNames = 'latin' | 'hindi';

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

/**
 * Student `index` (from 0) of an organization founded at `orgCreatedAt`, added by one of `staff`.
 * Each call draws from `random` in the same order, so a seed gives the same students every run.
 */
/**
 * The sample register's few students off the roll, chosen by index (not drawn from the random
 * stream, so that every other field stays as it was): a third of 12th Standard graduated, and one
 * in forty took a TC, so that the counts of graduated and left students have something to show.
 */
export function sampleStatus(index: number, educationLevel: EducationLevel): StudentStatus {
  if (educationLevel === '12th Standard' && index % 3 === 0) return 'graduated';
  return index % 40 === 17 ? 'left' : 'active';
}

export function generateStudent(
  random: Random,
  plan: OrganizationPlan,
  index: number,
  orgCreatedAt: Date,
  now: Date,
  staff: readonly { uid: string }[],
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
    // The sample register is loaded as an import (model/src/import/): the load counts
    // it (seed/src/cli.ts reconciles), and the student trigger leaves these creates alone.
    id: importedStudentDocId('sample', index + 2),
    studentId: `${plan.studentIdPrefix}-${number}`,
    createdAt,
    createdBy: creator.uid,
    updatedAt: createdAt,
    updatedBy: creator.uid,
  };
}

/**
 * A few of the "More details" (the optional groups of a student record), from the index alone so
 * that the random stream, and so every other field, stays as it was: a social category for every
 * student, and the free textbooks and mid-day meal that schools give up to class 8.
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
