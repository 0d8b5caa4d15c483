import { describe, expect, it } from 'vitest';
import { invitationLink, invitationMessage } from './mail';

describe('invitation mail', () => {
  it('links to the organization selection with the invitation', () => {
    expect(invitationLink('http://127.0.0.1:5000/village-education/', 'gyan-jyoti-academy')).toBe(
      'http://127.0.0.1:5000/village-education/organization-selection?invitation=gyan-jyoti-academy',
    );
    expect(invitationLink('https://x.web.app/app', 'a b')).toBe(
      'https://x.web.app/app/organization-selection?invitation=a%20b',
    );
  });

  it('names the organization, the role, the inviter, the link and the expiry, escaped in HTML', () => {
    const message = invitationMessage({
      orgName: 'Gyan <Jyoti> Academy',
      role: 'org_user',
      inviterName: 'Asha Verma',
      link: 'http://app/organization-selection?invitation=g&x=1',
      expiresAt: new Date(Date.UTC(2026, 11, 7)),
    });
    expect(message.subject).toBe(
      "You're invited to join Gyan <Jyoti> Academy on Village Education",
    );
    expect(message.text).toContain('Asha Verma has invited you to join Gyan <Jyoti> Academy');
    expect(message.text).toContain('as Organization User');
    expect(message.text).toContain('http://app/organization-selection?invitation=g&x=1');
    expect(message.text).toContain('7 December 2026');
    expect(message.html).toContain('Gyan &lt;Jyoti&gt; Academy');
    expect(message.html).toContain('href="http://app/organization-selection?invitation=g&amp;x=1"');
  });
});
