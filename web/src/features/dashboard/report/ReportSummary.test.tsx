import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { organizationDocSchema, type Organization } from '@village/model/organization';
import { ReportSummary } from './ReportSummary';
import { summaryFigures } from './summary-figures';

const NOW = new Date('2026-11-23T12:00:00Z');

const organization = (fields: Record<string, unknown> = {}): Organization => ({
  id: 'narela',
  ...organizationDocSchema.parse({
    name: 'Narela Public School',
    createdAt: new Date('2024-01-10'),
    createdBy: 'founder',
    studentCount: 8,
    stats: { primary: 3, secondary: 4, higher: 1, recentAdditions: 2, schools: 3 },
    statsMonth: '2026-11',
    graduatedCount: 5,
    leftCount: 2,
    onRollSince: '2026-04',
    ...fields,
  }),
});

/** A card's text, found by its English name (data-figure). */
const card = (name: string) => document.querySelector(`[data-figure="${name}"]`);

describe('ReportSummary', () => {
  it('prints graduated and left beside the students on the roll', () => {
    render(<ReportSummary figures={summaryFigures(organization(), NOW)} />);
    expect(card('Total Students')).toHaveTextContent('Total Students8');
    expect(card('Graduated')).toHaveTextContent('Graduated5');
    expect(card('Left (TC, dropped out)')).toHaveTextContent('Left (TC, dropped out)2');
    expect(screen.getByText(/count the students on the roll; those who graduated/)).toBeVisible();
  });

  it('leaves them out until the counters are recounted by status', () => {
    render(<ReportSummary figures={summaryFigures(organization({ onRollSince: null }), NOW)} />);
    expect(card('Total Students')).not.toBeNull();
    expect(card('Graduated')).toBeNull();
    expect(card('Left (TC, dropped out)')).toBeNull();
  });
});
