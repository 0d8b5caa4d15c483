import { describe, expect, it } from 'vitest';
import { inertText, invitationLink, invitationMessage } from './mail';

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
      orgName: 'Gyan & "Jyoti" Academy',
      role: 'org_user',
      inviterName: 'Asha Verma',
      link: 'http://app/organization-selection?invitation=g&x=1',
      expiresAt: new Date(Date.UTC(2026, 11, 7)),
    });
    expect(message.subject).toBe(
      'You\'re invited to join Gyan & "Jyoti" Academy on Village Education',
    );
    expect(message.text).toContain('Asha Verma has invited you to join Gyan & "Jyoti" Academy');
    expect(message.text).toContain('as Organization User');
    expect(message.text).toContain('http://app/organization-selection?invitation=g&x=1');
    expect(message.text).toContain('7 December 2026, 05:30 IST');
    expect(message.html).toContain('Gyan &amp; &quot;Jyoti&quot; Academy');
    expect(message.html).toContain('href="http://app/organization-selection?invitation=g&amp;x=1"');
  });

  it("dates the expiry by India's clock, a day ahead of UTC's late in the evening", () => {
    const message = invitationMessage({
      orgName: 'Gyan Jyoti Academy',
      role: 'org_user',
      inviterName: 'Asha Verma',
      link: 'http://app/organization-selection?invitation=g',
      expiresAt: new Date(Date.UTC(2026, 11, 7, 20, 0)),
    });
    expect(message.text).toContain('The invitation expires on 8 December 2026, 01:30 IST.');
  });
});

describe('invitation mail in Hindi', () => {
  const input = {
    orgName: 'Gyan & "Jyoti" Academy',
    role: 'end_user' as const,
    inviterName: 'आशा वर्मा',
    link: 'http://app/organization-selection?invitation=g&x=1',
    expiresAt: new Date(Date.UTC(2026, 11, 7)),
  };

  it('writes the subject and the body in Hindi, with the role and the date in Hindi', () => {
    const message = invitationMessage({ ...input, language: 'hi' });
    expect(message.subject).toBe('Village Education पर Gyan & "Jyoti" Academy से जुड़ने का आमंत्रण');
    expect(message.text).toBe(
      [
        'आशा वर्मा ने आपको Village Education पर Gyan & "Jyoti" Academy से सामान्य उपयोगकर्ता के रूप में जुड़ने के लिए आमंत्रित किया है।',
        '',
        'स्वीकार करने के लिए, इसी ईमेल पते से साइन इन करें और यह लिंक खोलें:',
        'http://app/organization-selection?invitation=g&x=1',
        '',
        'यह आमंत्रण 7 दिसंबर 2026, 05:30 IST तक मान्य है। अगर आपको इसकी उम्मीद नहीं थी, तो इस ईमेल को अनदेखा कर सकते हैं।',
      ].join('\n'),
    );
    expect(message.html).toContain('<strong>Gyan &amp; &quot;Jyoti&quot; Academy</strong> से');
    expect(message.html).toContain(
      '<p><a href="http://app/organization-selection?invitation=g&amp;x=1">आमंत्रण स्वीकार करें</a></p>',
    );
    expect(message.html).toContain('7 दिसंबर 2026, 05:30 IST तक मान्य है');
    expect(message.html).not.toMatch(/invited|expires|Accept/);
  });

  it('names someone in Hindi when the inviter and the organization have no name', () => {
    const message = invitationMessage({ ...input, orgName: ' ', inviterName: '', language: 'hi' });
    expect(message.subject).toBe('Village Education पर एक संगठन से जुड़ने का आमंत्रण');
    expect(message.text.split('\n')[0]).toMatch(/^एक एडमिन ने आपको/);
  });

  it('keeps English the same without a language or with English', () => {
    expect(invitationMessage({ ...input, language: 'en' })).toEqual(invitationMessage(input));
    expect(invitationMessage(input).text.split('\n')[0]).toBe(
      'आशा वर्मा has invited you to join Gyan & "Jyoti" Academy on Village Education as End User.',
    );
  });
});

describe('user words in an invitation', () => {
  const message = (orgName: string, inviterName = 'Asha Verma') =>
    invitationMessage({
      orgName,
      role: 'end_user',
      inviterName,
      link: 'https://village.example.in/village-education/organization-selection?invitation=o1',
      expiresAt: new Date(Date.UTC(2026, 11, 7)),
    });

  it('keeps the subject on one line, whatever the name holds', () => {
    const { subject, text } = message('Gyan Academy\r\nBcc: everyone@example.com\u2028\tX');
    expect(subject).not.toMatch(/[\r\n\t\u2028]/);
    expect(subject).toBe(
      "You're invited to join Gyan Academy Bcc: everyone@example[.]com X on Village Education",
    );
    expect(text.split('\n')[0]).toContain('Gyan Academy Bcc:');
  });

  it('turns no link of the user into a link: the only one is the accept URL', () => {
    const { subject, text, html } = message(
      'Prize! Visit https://evil.example/login or www.bit.ly/x',
      'Admin <a href="http://evil.example">click</a>',
    );
    for (const part of [subject, text, html]) {
      expect(part).not.toMatch(/https?:\/\/evil|evil\.example|bit\.ly|www\.bit/);
    }
    expect(subject).toContain('https[:]//evil[.]example/login or www[.]bit[.]ly/x');
    expect(html.match(/<a /g)).toHaveLength(1);
    expect(html).toContain(
      'href="https://village.example.in/village-education/organization-selection?invitation=o1"',
    );
    expect(html).not.toContain('<a href="http://evil');
    expect(text.match(/https?:\/\//g)).toHaveLength(1);
  });

  it('leaves ordinary names alone, Hindi and abbreviations included', () => {
    expect(inertText("St. Mary's H.S. School, No.5")).toBe("St. Mary's H.S. School, No.5");
    expect(inertText('राजकीय उच्च माध्यमिक विद्यालय, क्‍षेत्र')).toBe(
      'राजकीय उच्च माध्यमिक विद्यालय, क्‍षेत्र',
    );
    expect(inertText('Note: classes 1-5')).toBe('Note: classes 1-5');
  });

  it('drops direction overrides and caps the length', () => {
    expect(inertText('abc\u202Egpj.exe')).toBe('abcgpj[.]exe');
    expect(inertText('x'.repeat(300))).toHaveLength(100);
  });
});
