import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { kioskPaths, machineDir } from './kiosk-paths.ts';

describe('where the kiosk keeps its settings and data', () => {
  it('uses %PROGRAMDATA% on Windows only', () => {
    expect(machineDir('win32', { PROGRAMDATA: 'C:\\ProgramData' })).toBe(
      join('C:\\ProgramData', 'Medvakt Kiosk'),
    );
    expect(machineDir('linux', { PROGRAMDATA: '/x' })).toBeNull();
    expect(machineDir('win32', {})).toBeNull();
  });

  it("puts a machine-wide file first and the database beside it, else all in the user's folder", () => {
    const machine = join('pd', 'Medvakt Kiosk');
    expect(kioskPaths(machine, 'user', () => true)).toEqual({
      settingsFiles: [join(machine, 'kiosk.json'), join('user', 'kiosk.json')],
      dataDir: join(machine, 'data'),
    });
    expect(kioskPaths(machine, 'user', () => false)).toEqual({
      settingsFiles: [join('user', 'kiosk.json')],
      dataDir: join('user', 'data'),
    });
    expect(kioskPaths(null, 'user')).toEqual({
      settingsFiles: [join('user', 'kiosk.json')],
      dataDir: join('user', 'data'),
    });
  });
});
