import { FunctionsError } from 'firebase/functions';
import { afterEach, describe, expect, it } from 'vitest';
import {
  refusalListValues,
  refusalText,
  type RefusalKey,
  type RefusalLists,
  type RefusalValues,
} from '@village/model/refusals';
import { OFFLINE_MESSAGE, SERVER_UNAVAILABLE_MESSAGE, toCallableError } from './failure-text';
import { callableMessages } from './messages';
import { loadMessages } from '../i18n/messages';
import { activateLanguage } from '../i18n/store';
import { validationMessages } from '../validation/messages';

// FunctionsError as the SDK builds it from a response: code, and the message with " [status]".
const refusal = (code: ConstructorParameters<typeof FunctionsError>[0], message: string) =>
  new FunctionsError(code, message);

// A refusal as a function sends it: its English text, and its key and values as details.
const keyed = (
  code: ConstructorParameters<typeof FunctionsError>[0],
  key: RefusalKey,
  values?: RefusalValues,
) => new FunctionsError(code, `${refusalText(key, values)} [400]`, { message: key, values });

// A refusal with lists, as callable.ts's refuse sends it: the lists joined in the values too.
const listed = (
  code: ConstructorParameters<typeof FunctionsError>[0],
  key: RefusalKey,
  values: RefusalValues,
  lists: RefusalLists,
) => {
  const words = { ...values, ...refusalListValues(lists) };
  return new FunctionsError(code, `${refusalText(key, words)} [400]`, {
    message: key,
    values: words,
    lists,
  });
};

describe('toCallableError', () => {
  it("shows the function's own message without the status the SDK appends", () => {
    const error = toCallableError(
      refusal('failed-precondition', 'Sunrise School must keep at least one Super Admin. [400]'),
    );
    expect(error.code).toBe('failed-precondition');
    expect(error.message).toBe('Sunrise School must keep at least one Super Admin.');
  });

  it('reads only a call that never reached the server as being offline', () => {
    expect(toCallableError(refusal('internal', 'internal [0]')).message).toBe(OFFLINE_MESSAGE);
    // A bare 503: the server answered that it is down; the device is online.
    const down = toCallableError(refusal('unavailable', 'unavailable [503]'));
    expect(down.code).toBe('unavailable');
    expect(down.message).toBe(SERVER_UNAVAILABLE_MESSAGE);
    expect(
      toCallableError(refusal('unavailable', 'Backend error status: UNAVAILABLE [503]')).message,
    ).toBe(SERVER_UNAVAILABLE_MESSAGE);
  });

  it("keeps the server's own words for unavailable: the user must not think nothing was sent", () => {
    const busy = toCallableError(
      refusal(
        'unavailable',
        'The counters are being checked right now. Try again in a minute. [503]',
      ),
    );
    expect(busy.code).toBe('unavailable');
    expect(busy.message).toBe('The counters are being checked right now. Try again in a minute.');
    const unconfirmed = toCallableError(
      refusal(
        'unavailable',
        'The server could not confirm that this was saved. Reload to check, and try again if it was not. [503]',
      ),
    );
    expect(unconfirmed.message).toBe(
      'The server could not confirm that this was saved. Reload to check, and try again if it was not.',
    );
    expect(unconfirmed.message).not.toBe(OFFLINE_MESSAGE);
  });

  it('says a call that took too long may have been made', () => {
    expect(toCallableError(refusal('deadline-exceeded', 'deadline-exceeded')).message).toMatch(
      /look whether the change was made/,
    );
  });

  it('puts a bare code into words', () => {
    const error = toCallableError(refusal('not-found', 'not-found [404]'));
    expect(error.message).toBe('The server could not do this (not-found). Try again later.');
  });

  it('keeps the message of a server failure', () => {
    expect(
      toCallableError(refusal('internal', 'inviteMember failed; nothing was changed. [500]'))
        .message,
    ).toBe('inviteMember failed; nothing was changed.');
  });
});

describe('toCallableError in Hindi', () => {
  afterEach(() => activateLanguage('en'));

  it("words a function's refusal from its key, with the action and roles it names", async () => {
    const onlySuperAdmins = keyed('permission-denied', 'onlyRoles', {
      roles: 'super_admin,org_user',
      action: 'inviteMembers',
      org: 'Sunrise School',
    });
    expect(toCallableError(onlySuperAdmins).message).toBe(
      'Only a Super Admin or Organization User can invite members in Sunrise School.',
    );
    await activateLanguage('hi');
    await loadMessages(callableMessages, 'hi');
    expect(toCallableError(onlySuperAdmins).message).toBe(
      'Sunrise School में सदस्यों को आमंत्रित करने का अधिकार केवल सुपर एडमिन या संगठन उपयोगकर्ता को है।',
    );
    expect(
      toCallableError(keyed('resource-exhausted', 'countersCheckedRecently', { count: 3 })).message,
    ).toBe('गिनतियों की जाँच 10 मिनट से कम समय पहले हुई है। 3 मिनट बाद फिर कोशिश करें।');
  });

  it('says its own failures in Hindi, and keeps the words of a refusal without a key', async () => {
    await activateLanguage('hi');
    await loadMessages(callableMessages, 'hi');
    expect(toCallableError(refusal('internal', 'internal [0]')).message).toBe(
      'आप ऑफ़लाइन हैं: इस बदलाव के लिए कनेक्शन चाहिए। ऑनलाइन होने पर फिर कोशिश करें।',
    );
    expect(toCallableError(refusal('not-found', 'not-found [404]')).message).toBe(
      'सर्वर यह नहीं कर सका (not-found)। बाद में फिर कोशिश करें।',
    );
    expect(toCallableError(refusal('aborted', 'Something new. [409]')).message).toBe(
      'Something new.',
    );
  });
});

describe('a refusal with lists', () => {
  afterEach(() => activateLanguage('en'));

  const invalid = listed(
    'invalid-argument',
    'invalidRequest',
    {},
    {
      problems: [
        { path: 'name', text: 'Full name is required' },
        { path: 'input', text: 'Invalid input: expected object, received string' },
      ],
    },
  );
  const clash = listed(
    'already-exists',
    'admissionNumbersTakenAndMore',
    { count: 2 },
    {
      clashes: [
        { row: 3, text: 'Admission No. 117 is already used by Priya Patel (NPS-0007)' },
        { row: 5, text: 'Admission No. 12 is also in row 4' },
      ],
    },
  );

  it('is said in English as the function wrote it', () => {
    expect(toCallableError(invalid).message).toBe(
      'Invalid request (name: Full name is required; input: Invalid input: expected object, received string).',
    );
    expect(toCallableError(clash).message).toBe(
      'Admission numbers must be unique in the organization. Row 3: Admission No. 117 is already used by Priya Patel (NPS-0007); Row 5: Admission No. 12 is also in row 4; and 2 more rows. Nothing of this batch was imported.',
    );
  });

  it('says each entry in Hindi where the web knows its English', async () => {
    await activateLanguage('hi');
    await Promise.all([
      loadMessages(callableMessages, 'hi'),
      loadMessages(validationMessages, 'hi'),
    ]);
    expect(toCallableError(invalid).message).toBe(
      'अमान्य अनुरोध (name: पूरा नाम ज़रूरी है; input: Invalid input: expected object, received string)।',
    );
    expect(toCallableError(clash).message).toBe(
      'संगठन में हर प्रवेश संख्या अलग होनी चाहिए। पंक्ति 3: प्रवेश संख्या 117 पहले से Priya Patel (NPS-0007) के नाम है; पंक्ति 5: प्रवेश संख्या 12 पंक्ति 4 में भी है; और 2 अन्य पंक्तियाँ। इस बार भेजी गई कोई भी पंक्ति आयात नहीं हुई।',
    );
  });
});
