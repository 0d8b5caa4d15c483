import { describe, expect, it } from 'vitest';
import {
  EMPTY_SESSION,
  loadProgressionSession,
  saveProgressionSession,
  type ProgressionSession,
} from './progression-session';

function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, value),
  };
}

describe('the progression kept in the tab', () => {
  it('gives back the choices and the run as they were saved', () => {
    const storage = memoryStorage();
    const session: ProgressionSession = {
      choices: { a: { outcome: 'repeater', marks: '35', daysAttended: '' } },
      run: {
        students: [
          {
            id: 'a',
            name: 'Asha',
            educationLevel: '7th Standard',
            studentDocId: 'a',
            outcome: 'repeater',
            marks: 35,
            daysAttended: null,
          },
        ],
        batchesDone: 0,
      },
    };
    saveProgressionSession('k', session, storage);
    expect(loadProgressionSession('k', storage)).toEqual(session);
    saveProgressionSession('k', EMPTY_SESSION, storage);
    expect(storage.length).toBe(0);
  });

  it('reads nothing from what it did not write', () => {
    const storage = memoryStorage();
    storage.setItem('bad', '{not json');
    expect(loadProgressionSession('bad', storage)).toEqual(EMPTY_SESSION);
    storage.setItem(
      'odd',
      JSON.stringify({
        choices: { a: { outcome: 'expelled', marks: '', daysAttended: '' } },
        run: { students: [{ id: 'a' }], batchesDone: 0 },
      }),
    );
    expect(loadProgressionSession('odd', storage)).toEqual(EMPTY_SESSION);
    expect(loadProgressionSession('absent', storage)).toEqual(EMPTY_SESSION);
  });
});
