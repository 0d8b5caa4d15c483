import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { ACTIVITY_ACTIONS, type Activity } from '@village/model/activity';
import { importedActivityText } from '@village/model/student-import';
import { RecentActivities } from './RecentActivities';

const AT = new Date(Date.now() - 5 * 60_000);

const ACTIVITIES: Activity[] = [
  {
    id: 'import-abc',
    type: 'import',
    action: ACTIVITY_ACTIONS.import,
    student: importedActivityText(12),
    studentRef: '',
    at: AT,
    by: 'staff',
    byName: 'Asha Verma',
  },
  {
    id: 'add-1',
    type: 'add',
    action: ACTIVITY_ACTIONS.add,
    student: 'Aarav Sharma',
    studentRef: 'aarav',
    at: AT,
    by: 'staff',
    byName: 'Asha Verma',
  },
];

function renderActivities(existingStudentIds: ReadonlySet<string> | null) {
  render(
    <MemoryRouter>
      <RecentActivities
        activities={{
          status: 'ready',
          data: { rows: ACTIVITIES, pendingIds: new Set() },
          fromCache: false,
        }}
        existingStudentIds={existingStudentIds}
      />
    </MemoryRouter>,
  );
  return screen.getAllByRole('listitem');
}

describe('RecentActivities', () => {
  it('shows an import as "N students imported", without a link', () => {
    for (const known of [null, new Set(['aarav'])]) {
      const [imported, added] = renderActivities(known);
      expect(imported).toHaveTextContent('Students imported');
      expect(imported).toHaveTextContent('12 students imported');
      expect(imported).toHaveTextContent('by Asha Verma');
      expect(within(imported!).queryByRole('link')).toBeNull();
      // A single student's activity still links to the profile.
      expect(within(added!).getByRole('link', { name: 'Aarav Sharma' })).toHaveAttribute(
        'href',
        '/student/aarav',
      );
      screen.getByRole('list').remove();
    }
  });
});
