import { describe, expect, it } from 'vitest';
import { SIDEBAR } from '@village/model/constants';
import {
  readSidebarOpen,
  SIDEBAR_WIDTH_VARIABLE,
  sidebarCookie,
  sidebarWidthScript,
} from './sidebar-cookie';

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

  it("gives the skeleton the width readSidebarOpen would, from the page's head script", () => {
    const cookies = [
      '',
      'a=1; sidebar_state=false',
      'sidebar_state=true; b=2',
      'xsidebar_state=false',
    ];
    for (const cookie of cookies) {
      const widthFor = (text: string) => {
        const style = new Map<string, string>();
        const document = {
          cookie: text,
          documentElement: {
            style: { setProperty: (name: string, value: string) => style.set(name, value) },
          },
        };
        new Function('document', sidebarWidthScript())(document);
        return style.get(SIDEBAR_WIDTH_VARIABLE);
      };
      expect(widthFor(cookie)).toBe(readSidebarOpen(cookie) ? SIDEBAR.width : SIDEBAR.iconWidth);
    }
  });
});
