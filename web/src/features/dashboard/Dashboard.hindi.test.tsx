import { act, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Activity } from '@village/model/activity';
import { organizationDocSchema, type Organization } from '@village/model/organization';
import { activateLanguage } from '../../lib/i18n/store';
import { DashboardView } from './components/DashboardView';
import { relativeTime } from './components/relative-time';
import { LocatedStudentsMap } from './map/LocatedStudentsMap';
import { ReportSummary } from './report/ReportSummary';
import { summaryFigures } from './report/summary-figures';
import { renderInHindi as renderShellInHindi } from '../../lib/i18n/testing/render-in-hindi';

// The dashboard, the report and the map page in Hindi: their books' texts, the core catalog's
// names of stored values, and Hindi's relative times.

const NOW = new Date('2026-11-23T12:00:00Z');

const ORGANIZATION: Organization = {
  ...organizationDocSchema.parse({
    name: 'Narela Public School',
    createdAt: new Date('2024-01-10'),
    createdBy: 'founder',
    studentCount: 245,
    stats: { primary: 120, secondary: 85, higher: 40, recentAdditions: 12, schools: 8 },
    levels: { '1st Standard': 70, '5th Standard': 50, '10th Standard': 85, MBA: 40 },
    statsMonth: '2026-11',
    graduatedCount: 31,
    leftCount: 6,
    onRollSince: '2026-04',
  }),
  id: 'narela',
};

const ACTIVITIES: Activity[] = [
  {
    id: 'a1',
    type: 'update',
    action: 'Student record updated',
    student: 'Aarav Sharma',
    studentRef: 'aarav',
    at: new Date(NOW.getTime() - 2 * 3_600_000),
    by: 'staff',
    byName: 'Asha Verma',
  },
  {
    id: 'a2',
    type: 'import',
    action: 'Students imported',
    student: '12 students imported',
    studentRef: '',
    count: 12,
    at: new Date(NOW.getTime() - 30_000),
    by: 'staff',
    byName: '',
  },
  {
    id: 'a3',
    type: 'progression',
    action: 'Class progression applied',
    student: 'Class 7-A: 38 promoted, 2 repeating, 1 left',
    studentRef: '',
    educationLevel: '7th Standard',
    section: 'A',
    counts: { promoted: 30, promotedProvisionally: 8, repeater: 2, droppedOut: 1 },
    at: new Date(NOW.getTime() - 3 * 3_600_000),
    by: 'office',
    byName: 'Ramesh Gupta',
  },
  {
    id: 'a4',
    type: 'progression',
    action: 'Class progression applied',
    student: 'B.Sc: 1 graduated',
    studentRef: '',
    educationLevel: 'B.Sc',
    section: '',
    counts: { graduated: 1 },
    at: new Date(NOW.getTime() - 4 * 3_600_000),
    by: 'office',
    byName: '',
  },
];

const renderInHindi = (children: ReactNode) =>
  renderShellInHindi(<MemoryRouter>{children}</MemoryRouter>);

afterEach(async () => {
  vi.useRealTimers();
  await act(() => activateLanguage('en'));
});

describe('the dashboard in Hindi', () => {
  it('shows its title, figures, distribution and activities in Hindi', async () => {
    vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
    await renderInHindi(
      <DashboardView
        staff
        organization={ORGANIZATION}
        previous={{ status: 'ready', data: null, fromCache: false }}
        activities={{
          status: 'ready',
          data: { rows: ACTIVITIES, pendingIds: new Set() },
          fromCache: false,
        }}
        locations={{ status: 'loading' }}
        existingStudentIds={null}
        mapRequested={false}
        onShowMap={() => {}}
      />,
    );
    expect(await screen.findByRole('heading', { name: 'Village Education डैशबोर्ड' })).toBeVisible();
    const total = screen.getByRole('listitem', { name: 'कुल विद्यार्थी' });
    expect(within(total).getByText('पिछले महीने का कोई आँकड़ा नहीं')).toBeVisible();
    expect(screen.getByRole('progressbar', { name: 'प्राथमिक' })).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'कक्षा 10' })).toBeInTheDocument();
    expect(screen.getByText('120 विद्यार्थी · 49%')).toBeVisible();
    // The header's main action and the quick action.
    expect(screen.getAllByRole('link', { name: 'नया विद्यार्थी जोड़ें' })).toHaveLength(2);
    expect(screen.getByRole('heading', { name: 'त्वरित कार्य' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'नक्शा दिखाएँ' })).toBeVisible();

    const activities = screen.getByRole('list', { name: 'हाल की गतिविधियाँ' });
    expect(within(activities).getByText('विद्यार्थी का रिकॉर्ड बदला गया')).toBeVisible();
    expect(within(activities).getByText(/Asha Verma द्वारा/)).toBeVisible();
    expect(within(activities).getByText('2 घंटे पहले')).toBeVisible();
    expect(within(activities).getByText('12 विद्यार्थी आयात किए गए')).toBeVisible();
    expect(within(activities).getByText('अभी')).toBeVisible();
    expect(within(activities).getAllByText('कक्षोन्नति लागू की गई')).toHaveLength(2);
    expect(
      within(activities).getByText('कक्षा 7-A: 38 अगली कक्षा में, 2 उसी कक्षा में, 1 ने विद्यालय छोड़ा'),
    ).toBeVisible();
    expect(within(activities).getByText('B.Sc: 1 उत्तीर्ण')).toBeVisible();
  });

  it('writes relative times in the language, with the digits 0-9', () => {
    const ago = (ms: number) => new Date(NOW.getTime() - ms);
    expect(relativeTime(ago(2 * 3_600_000), NOW, 'hi')).toBe('2 घंटे पहले');
    expect(relativeTime(ago(26 * 3_600_000), NOW, 'hi')).toBe('कल');
    expect(relativeTime(ago(2 * 3_600_000), NOW)).toBe('2 hours ago');
  });
});

describe('the report and the map page in Hindi', () => {
  it('prints the summary in Hindi, its cards still named in English for the tests', async () => {
    await renderInHindi(<ReportSummary figures={summaryFigures(ORGANIZATION, NOW)} />);
    expect(await screen.findByRole('heading', { name: 'आँकड़े' })).toBeVisible();
    const total = document.querySelector('[data-figure="Total Students"]');
    expect(total).toHaveTextContent('कुल विद्यार्थी');
    expect(document.querySelector('[data-figure="Graduated"]')).toHaveTextContent(
      'उत्तीर्ण होकर गए31',
    );
    expect(document.querySelector('[data-figure="Left (TC, dropped out)"]')).toHaveTextContent(
      'विद्यालय छोड़ चुके (टीसी, पढ़ाई छोड़ी)6',
    );
    expect(screen.getByText(/केवल वर्तमान में पढ़ रहे विद्यार्थियों को गिनते हैं/)).toBeVisible();
    expect(screen.getByRole('table', { name: 'शिक्षा स्तर के अनुसार वितरण' })).toBeVisible();
    expect(screen.getByRole('rowheader', { name: 'उच्च शिक्षा' })).toBeVisible();
    expect(screen.getByRole('rowheader', { name: 'कक्षा 1' })).toBeVisible();
    expect(screen.getByRole('rowheader', { name: 'MBA' })).toBeVisible();
  });

  it('counts the located students in Hindi', async () => {
    vi.stubEnv('VITE_GOOGLE_MAPS_API_KEY', '');
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    await renderInHindi(<LocatedStudentsMap students={[]} total={3} />);
    expect(await screen.findByText('3 में से 0 विद्यार्थियों का स्थान दर्ज है')).toBeVisible();
    expect(screen.getByText('नक्शा उपलब्ध नहीं')).toBeVisible();
    vi.unstubAllEnvs();
  });
});
