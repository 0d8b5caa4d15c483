import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { I18nProvider } from '../../lib/i18n/I18nProvider';
import { activateLanguage } from '../../lib/i18n/store';
import { navItemsFor } from './navigation';
import { Sidebar } from './Sidebar';

const renderSidebar = () =>
  render(
    <I18nProvider>
      <MemoryRouter>
        <Sidebar items={navItemsFor('super_admin')} collapsed={false} />
      </MemoryRouter>
    </I18nProvider>,
  );

afterEach(async () => {
  cleanup();
  await activateLanguage('en');
});

describe('Sidebar', () => {
  it('names the pages in English', () => {
    renderSidebar();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(screen.getByText('Student Management System')).toBeInTheDocument();
    expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Dashboard',
      'Attendance',
      'Student Directory',
      'Add Student',
      'Year end',
      'Analytics',
      'Print',
      'Organization',
    ]);
  });

  it('names the pages in Hindi', async () => {
    await activateLanguage('hi');
    renderSidebar();
    expect(screen.getByRole('navigation', { name: 'मुख्य' })).toBeInTheDocument();
    expect(screen.getByText('विद्यार्थी प्रबंधन प्रणाली')).toBeInTheDocument();
    expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'डैशबोर्ड',
      'उपस्थिति',
      'विद्यार्थी सूची',
      'विद्यार्थी जोड़ें',
      'वर्ष का अंत',
      'विश्लेषण',
      'प्रिंट',
      'संगठन',
    ]);
  });
});
