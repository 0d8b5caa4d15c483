import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { backToEnglish, renderInHindi } from '../../../lib/i18n/testing/render-in-hindi';
import { entry } from '../../../testing/directory-entry';
import { StudentStatusChips } from './StudentStatusChips';

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

  it('says Left in Hindi', async () => {
    await renderInHindi(
      <StudentStatusChips entry={entry({ id: 'a', status: 'left' })} pending={false} />,
    );
    expect(await screen.findByText('विद्यालय छोड़ चुके')).toBeInTheDocument();
  });
});
