import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { ACTIVITY_ACTIONS, type Activity } from '@village/model/activity';
import { progressionActivityText } from '@village/model/progression';
import { importedActivityText } from '@village/model/import/imported-docs';
import { RecentActivities } from './RecentActivities';

const AT = new Date(Date.now() - 5 * 60_000);

const ACTIVITIES: Activity[] = [
  {
    id: 'import-abc',
    type: 'import',
    action: ACTIVITY_ACTIONS.import,
    student: importedActivityText(12),
    studentRef: '',
    count: 12,
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

  it("shows a class's progression from its stored class and counts, without a link", () => {
    const counts = { promoted: 30, promotedProvisionally: 8, repeater: 2, droppedOut: 1 };
    ACTIVITIES.push({
      id: 'progression-2026_7th Standard_A',
      type: 'progression',
      action: ACTIVITY_ACTIONS.progression,
      // The stored English names another section: the line is drawn from the stored fields.
      student: progressionActivityText('7th Standard', 'B', counts),
      studentRef: '',
      educationLevel: '7th Standard',
      section: 'A',
      counts,
      at: AT,
      by: 'staff',
      byName: 'Asha Verma',
    });
    const progressed = renderActivities(null)[2];
    expect(progressed).toHaveTextContent('Class progression applied');
    expect(progressed).toHaveTextContent('Class 7-A: 38 promoted, 2 repeating, 1 left');
    expect(within(progressed!).queryByRole('link')).toBeNull();
    ACTIVITIES.pop();
  });
});
