import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { organizationDocSchema, type Organization } from '@village/model/organization';
import { backToEnglish, renderInHindi } from '../../../lib/i18n/testing/render-in-hindi';
import { OverviewTab } from './OverviewTab';

const organization = (fields: Record<string, unknown> = {}): Organization => ({
  id: 'org-1',
  ...organizationDocSchema.parse({
    name: 'Sunrise School',
    createdAt: new Date('2023-06-01T00:00:00Z'),
    createdBy: 'founder',
    studentCount: 1240,
    userCount: 12,
    graduatedCount: 310,
    leftCount: 27,
    onRollSince: '2026-11',
    ...fields,
  }),
});

const figure = (label: string) => screen.getByRole('group', { name: label });

afterEach(async () => {
  cleanup();
  await backToEnglish();
});

describe('OverviewTab', () => {
  it('shows the students on the roll, and those who graduated and left apart', () => {
    render(<OverviewTab organization={organization()} />);
    expect(within(figure('Total Students')).getByText('1,240')).toBeVisible();
    expect(within(figure('Graduated')).getByText('310')).toBeVisible();
    expect(within(figure('Left (TC, dropped out)')).getByText('27')).toBeVisible();
    expect(within(figure('Total Users')).getByText('12')).toBeVisible();
    expect(
      screen.getByText(
        'Total Students counts the students on the roll; those who graduated or left are counted apart.',
      ),
    ).toBeVisible();
  });

  it('shows a dash for graduated and left until the counters are recounted by status', () => {
    render(<OverviewTab organization={organization({ onRollSince: null })} />);
    expect(within(figure('Total Students')).getByText('1,240')).toBeVisible();
    expect(within(figure('Graduated')).getByText('—')).toBeVisible();
    expect(within(figure('Left (TC, dropped out)')).getByText('—')).toBeVisible();
    cleanup();
    // Nothing counted yet: nobody has graduated or left.
    const empty = { studentCount: 0, graduatedCount: 0, leftCount: 0, onRollSince: null };
    render(<OverviewTab organization={organization(empty)} />);
    expect(within(figure('Graduated')).getByText('0')).toBeVisible();
  });

  it('says it in Hindi', async () => {
    await renderInHindi(<OverviewTab organization={organization()} />);
    expect(await screen.findByRole('group', { name: 'उत्तीर्ण होकर गए' })).toHaveTextContent('310');
    expect(figure('विद्यालय छोड़ चुके (टीसी, पढ़ाई छोड़ी)')).toHaveTextContent('27');
    expect(figure('कुल विद्यार्थी')).toHaveTextContent('1,240');
    expect(screen.getByText(/केवल वर्तमान में पढ़ रहे विद्यार्थी गिने जाते हैं/)).toBeVisible();
  });
});
