import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { backToEnglish, renderInHindi } from '../../../lib/i18n/testing/render-in-hindi';
import { entry } from '../../../testing/directory-entry';
import { SharedAdmissionNumbers, StudentStatusChips } from './StudentStatusChips';

afterEach(backToEnglish);

describe('StudentStatusChips', () => {
  it('marks a student who has left, and nothing for one on the roll', () => {
    const { rerender } = render(
      <StudentStatusChips entry={entry({ id: 'a', status: 'left' })} pending={false} />,
    );
    expect(screen.getByText('Left')).toBeInTheDocument();
    rerender(<StudentStatusChips entry={entry({ id: 'a', status: 'active' })} pending={false} />);
    expect(screen.queryByText('Left')).toBeNull();
    expect(screen.queryByText('Graduated')).toBeNull();
  });

  it('marks a student whose admission number another student holds', () => {
    const shown = entry({ id: 'a', admissionNumber: 'ADM/117' });
    const { rerender } = render(
      <SharedAdmissionNumbers.Provider value={new Set(['a'])}>
        <StudentStatusChips entry={shown} pending={false} />
      </SharedAdmissionNumbers.Provider>,
    );
    expect(screen.getByText('Admission No. ADM/117 repeated')).toBeInTheDocument();
    rerender(<StudentStatusChips entry={shown} pending={false} />);
    expect(screen.queryByText(/repeated/)).toBeNull();
  });

  it('says Left in Hindi', async () => {
    await renderInHindi(
      <StudentStatusChips entry={entry({ id: 'a', status: 'left' })} pending={false} />,
    );
    expect(await screen.findByText('विद्यालय छोड़ चुके')).toBeInTheDocument();
  });
});
