import { describe, expect, it } from 'vitest';
import { organizationPath, studentsPath } from '@village/model/paths';
import { db, eventually, readField, uniqueOrgId } from './emulator';

function student(index: number) {
  return {
    name: `Student ${index}`,
    educationLevel: '5th Standard',
    category: 'primary',
    school: 'Government Primary School, Narela',
    status: 'active',
  };
}

describe('onStudentWrittenCount (functions emulator)', () => {
  it('keeps studentCount equal to the number of student documents', async () => {
    const orgId = uniqueOrgId('count');
    const org = db.doc(organizationPath(orgId));
    await org.create({
      name: 'Counter Test School',
      description: '',
      createdAt: new Date(),
      createdBy: 'test',
    });

    const students = db.collection(studentsPath(orgId));
    const refs = await Promise.all(
      Array.from({ length: 12 }, (_, index) => students.add(student(index))),
    );
    await Promise.all(refs.slice(0, 5).map((ref) => ref.delete()));
    // An update is not a create: the count must not move.
    await refs[6]!.update({ school: 'Another School' });

    const count = await eventually(
      () => readField<number>(org, 'studentCount'),
      (value) => value === 7,
    );
    expect(count).toBe(7);
    expect((await students.count().get()).data().count).toBe(7);
  });
});
