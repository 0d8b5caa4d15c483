// The security rules of firestore.rules, case by case, on the Firestore emulator. Run with
//   flock /tmp/ve-emulators.lock node scripts/emulators.mjs exec "npx vitest run --project rules"
// Every case is a row of a table (tests/rules/cases/): who acts, what they try, allow or deny.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { isDeepStrictEqual } from 'node:util';
import {
  assertFails,
  assertSucceeds,
  initializeTestEnvironment,
  type RulesTestContext,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import { setLogLevel, type Firestore } from 'firebase/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storedStudentSchema, studentInputSchema } from '@village/model/student';
import { studentDetailsSchema } from '@village/model/student-details-schema';
import { DETAIL_GROUP_NAMES, STUDENT_DETAIL_GROUPS } from '@village/model/student-details';
import { ATTENDANCE_MATRIX_CASES } from './cases/attendance';
import { ATTENDANCE_REGISTER_CASES } from './cases/attendance-registers';
import { ATTENDANCE_RECORD_CASES } from './cases/attendance-records';
import { CONSENT_CASES } from './cases/consent';
import { DETAIL_CASES, DETAIL_FIELD_CASES, FULL_DETAILS } from './cases/details';
import { IDENTITY_CASES } from './cases/identity';
import { INVITATION_CASES } from './cases/invitations';
import { MATRIX_CASES } from './cases/matrix';
import { MEMBER_CASES } from './cases/members';
import { ORGANIZATION_CASES } from './cases/organizations';
import { OTHER_CASES } from './cases/other';
import { PROGRESSION_CASES } from './cases/progression';
import { seedUdise, UDISE_CASES, UDISE_SHAPES } from './cases/udise';
import {
  LEVEL_CASES,
  PRIVACY_CASES,
  REQUIRED_STUDENT_KEYS,
  STUDENT_CASES,
  STUDENT_FIELD_CASES,
} from './cases/students';
import {
  CALLABLE_ROWS,
  COLLECTION_NAMES,
  isWrite,
  OPS,
  ROLE_ROWS,
  type RuleCase,
} from './support/cases';
import { seedAttendance } from './support/attendance';
import { plainStudent } from './support/data';
import { ACTORS, MATRIX_ROLES, PROJECT_ID, seedWorld, type ActorName } from './support/world';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const [HOST = '127.0.0.1', PORT = '8080'] = (
  process.env.FIRESTORE_EMULATOR_HOST ?? '127.0.0.1:8080'
).split(':');
const COVERAGE_URL = `http://${HOST}:${PORT}/emulator/v1/projects/${PROJECT_ID}:ruleCoverage.html`;
const COVERAGE_FILE = path.join(ROOT, 'artifacts', 'rules-coverage.html');

const CASES: RuleCase[] = [
  ...MATRIX_CASES,
  ...STUDENT_CASES,
  ...LEVEL_CASES,
  ...PRIVACY_CASES,
  ...ORGANIZATION_CASES,
  ...MEMBER_CASES,
  ...INVITATION_CASES,
  ...OTHER_CASES,
  ...IDENTITY_CASES,
  ...DETAIL_CASES,
  ...CONSENT_CASES,
  ...PROGRESSION_CASES,
  ...ATTENDANCE_MATRIX_CASES,
  ...ATTENDANCE_REGISTER_CASES,
  ...ATTENDANCE_RECORD_CASES,
  ...UDISE_CASES,
];

let testEnv: RulesTestEnvironment;
const contexts = new Map<ActorName, Firestore>();
/** Set after anything may have written: the next case starts from freshly seeded fixtures. */
let dirty = true;

/** rules-unit-testing hands out the compat instance; the modular functions accept it. */
const modular = (context: RulesTestContext) => context.firestore() as unknown as Firestore;

function newFirestoreAs(name: ActorName): Firestore {
  const who = ACTORS[name];
  return modular(
    who
      ? testEnv.authenticatedContext(who.uid, {
          ...(who.email ? { email: who.email } : {}),
          email_verified: who.verified,
        })
      : testEnv.unauthenticatedContext(),
  );
}

function firestoreAs(name: ActorName): Firestore {
  let db = contexts.get(name);
  if (!db) {
    db = newFirestoreAs(name);
    contexts.set(name, db);
  }
  return db;
}

async function freshWorld() {
  if (!dirty) return;
  await testEnv.clearFirestore();
  await testEnv.withSecurityRulesDisabled(async (context) => {
    await seedWorld(modular(context));
    await seedAttendance(modular(context));
    await seedUdise(modular(context));
  });
  dirty = false;
}

beforeAll(async () => {
  setLogLevel('silent');
  testEnv = await initializeTestEnvironment({
    projectId: PROJECT_ID,
    firestore: {
      rules: readFileSync(path.join(ROOT, 'firestore.rules'), 'utf8'),
      host: HOST,
      port: Number(PORT),
    },
  });
});

// The coverage report takes the emulator a while when the functions suite keeps it busy too.
afterAll(async () => {
  if (!testEnv) return;
  try {
    const response = await fetch(COVERAGE_URL);
    if (!response.ok) throw new Error(`${response.status} ${response.statusText}`);
    mkdirSync(path.dirname(COVERAGE_FILE), { recursive: true });
    writeFileSync(COVERAGE_FILE, await response.text());
    console.info(`Rules coverage report: ${path.relative(ROOT, COVERAGE_FILE)}`);
  } finally {
    await testEnv.cleanup();
  }
}, 120_000);

/** A student as stored, with its authors (the timestamps are outside storedStudentSchema). */
const storedStudent = () => ({ ...plainStudent(), createdBy: 'olga', updatedBy: 'olga' });

const groups = [...new Set(CASES.map((rule) => rule.group))];

for (const group of groups) {
  describe(group, () => {
    for (const rule of CASES.filter((candidate) => candidate.group === group)) {
      const title = `${rule.expect} ${rule.as} ${rule.op} ${rule.collection}: ${rule.name}`;
      it(title, async () => {
        await freshWorld();
        const me = ACTORS[rule.as];
        if (rule.setup) {
          dirty = true;
          await testEnv.withSecurityRulesDisabled((context) => rule.setup!(modular(context), me));
        }
        const db = rule.freshClient ? newFirestoreAs(rule.as) : firestoreAs(rule.as);
        // A refused write changes nothing: only one allowed (or wrongly allowed) dirties the world.
        if (isWrite(rule.op) && rule.expect === 'allow') dirty = true;
        const attempt = rule.run(db, me);
        if (rule.expect === 'allow') await assertSucceeds(attempt);
        else
          await assertFails(attempt).catch((error: unknown) => {
            if (isWrite(rule.op)) dirty = true;
            throw error;
          });
      });
    }
  });
}

describe('the case tables', () => {
  it('hold at least 150 cases', () => {
    expect(CASES.length).toBeGreaterThanOrEqual(150);
  });

  it.each(ROLE_ROWS.filter((row) => !CALLABLE_ROWS.includes(row)))(
    'roles table row "%s" has an allowed and a denied case',
    (row) => {
      const tagged = CASES.filter((rule) => rule.rows?.includes(row));
      expect(tagged.some((rule) => rule.expect === 'allow')).toBe(true);
      expect(tagged.some((rule) => rule.expect === 'deny')).toBe(true);
    },
  );

  it.each([...CALLABLE_ROWS])(
    'roles table row "%s" (callables only) is refused to every client',
    (row) => {
      const tagged = CASES.filter((rule) => rule.rows?.includes(row));
      expect(tagged.filter((rule) => rule.expect === 'allow').map((rule) => rule.name)).toEqual([]);
      // Tried by each kind of caller, the super_admin included.
      const refused = new Set(tagged.map((rule) => rule.as));
      expect(MATRIX_ROLES.filter((role) => !refused.has(role))).toEqual([]);
    },
  );

  it("judge the UDISE+ settings' shapes as the model does", () => {
    for (const { data } of UDISE_SHAPES.valid)
      expect(UDISE_SHAPES.schema.safeParse(data).success).toBe(true);
    for (const { name, data } of UDISE_SHAPES.invalid)
      expect([name, UDISE_SHAPES.schema.safeParse(data).success]).toEqual([name, false]);
  });

  it('cover every role x collection x operation', () => {
    const missing = MATRIX_ROLES.flatMap((role) =>
      COLLECTION_NAMES.flatMap((collection) =>
        OPS.filter(
          (op) =>
            !CASES.some(
              (rule) => rule.as === role && rule.collection === collection && rule.op === op,
            ),
        ).map((op) => `${role} ${op} ${collection}`),
      ),
    );
    expect(missing).toEqual([]);
  });

  it('build a valid student with the model, which its stored schema accepts', () => {
    expect(storedStudentSchema.safeParse(storedStudent()).success).toBe(true);
    expect(REQUIRED_STUDENT_KEYS).toEqual(
      expect.arrayContaining(['name', 'educationLevel', 'school']),
    );
  });

  it.each(
    STUDENT_FIELD_CASES.filter(
      (fieldCase) =>
        (fieldCase.modelAgrees ?? true) === true && fieldCase.field in storedStudentSchema.shape,
    ).map((fieldCase) => [fieldCase.field, fieldCase.value, fieldCase.expect] as const),
  )('agree with storedStudentSchema: %s = %j is %s', (field, value, expected) => {
    const result = storedStudentSchema.safeParse({ ...storedStudent(), [field]: value });
    expect(result.success ? 'allow' : 'deny').toBe(expected);
  });

  it('fill every field of every detail group in the full document', () => {
    for (const name of DETAIL_GROUP_NAMES)
      expect(Object.keys(FULL_DETAILS[name])).toEqual(
        expect.arrayContaining(Object.keys(STUDENT_DETAIL_GROUPS[name])),
      );
  });

  it('refuse at least one value of every detail field', () => {
    const refused = new Set(
      DETAIL_FIELD_CASES.filter((fieldCase) => fieldCase.expect === 'deny').map(
        (fieldCase) => `${fieldCase.group}.${fieldCase.field}`,
      ),
    );
    const fields = DETAIL_GROUP_NAMES.flatMap((name) =>
      Object.keys(STUDENT_DETAIL_GROUPS[name]).map((field) => `${name}.${field}`),
    );
    expect(fields.filter((field) => !refused.has(field))).toEqual([]);
  });

  // The rules allow a detail exactly when the model, given it, would store it as it is: what the
  // model changes first ('' dropped, a mobile normalized, repeats removed) is never written so.
  it.each(
    DETAIL_FIELD_CASES.map(
      (fieldCase) => [`${fieldCase.group}.${fieldCase.field}`, fieldCase.value, fieldCase] as const,
    ),
  )('agree with studentDetailsSchema: %s = %j', (_, value, { group, field, expect: expected }) => {
    const result = studentDetailsSchema.shape[group].safeParse({ [field]: value });
    const storedAsIs = result.success && isDeepStrictEqual(result.data, { [field]: value });
    expect(storedAsIs ? 'allow' : 'deny').toBe(expected);
  });

  // The dates, the future date of birth included, as the form's schema judges them.
  it.each(
    STUDENT_FIELD_CASES.filter(
      (fieldCase) => fieldCase.field === 'dateOfBirth' || fieldCase.field === 'enrollmentDate',
    ).map((fieldCase) => [fieldCase.field, fieldCase.value, fieldCase.expect] as const),
  )('agree with studentInputSchema: %s = %j is %s', (field, value, expected) => {
    const result = studentInputSchema.safeParse({ ...plainStudent(), [field]: value });
    expect(result.success ? 'allow' : 'deny').toBe(expected);
  });
});
