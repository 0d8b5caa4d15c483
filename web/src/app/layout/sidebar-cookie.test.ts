import { describe, expect, it } from 'vitest';
import { readSidebarOpen, sidebarCookie } from './sidebar-cookie';

describe('sidebar cookie', () => {
  it('is open unless the cookie says false', () => {
    expect(readSidebarOpen('')).toBe(true);
    expect(readSidebarOpen('a=1; sidebar_state=false')).toBe(false);
    expect(readSidebarOpen('sidebar_state=true; b=2')).toBe(true);
  });

  it('lasts 7 days under the base path', () => {
    expect(sidebarCookie(false, '/village-education/')).toBe(
      'sidebar_state=false; path=/village-education/; max-age=604800; SameSite=Lax',
    );
  });
});
