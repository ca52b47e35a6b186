import { installCommand, MINIBROWSER_PATH, missingPackages, WEBKIT_DRIVER_PATH } from '../../e2e/engines/debian';

// What `npm test` checks first (e2e/engines/debian.ts): the browsers' files, and the Debian packages that bring them.
describe("the browser tests' Debian packages", () => {
  it('are all there when every file is', () => {
    expect(missingPackages({}, () => true)).toEqual([]);
  });

  it('names each missing package once, whichever of its files is missing', () => {
    const absent = new Set(['/usr/bin/Xvfb', WEBKIT_DRIVER_PATH, MINIBROWSER_PATH]);
    expect(missingPackages({}, (file) => !absent.has(file))).toEqual(['webkit2gtk-driver', 'xvfb']);
  });

  it('looks for Chromium where CHROMIUM_PATH says', () => {
    const looked: string[] = [];
    expect(missingPackages({ CHROMIUM_PATH: '/opt/chrome/chrome' }, (file) => (looked.push(file), false))).toContain(
      'chromium',
    );
    expect(looked).toContain('/opt/chrome/chrome');
    expect(looked).not.toContain('/usr/bin/chromium');
  });

  it('gives a person the one command that installs them', () => {
    expect(installCommand(['firefox-esr', 'xvfb'])).toBe(
      'sudo apt-get install -y --no-install-recommends firefox-esr xvfb',
    );
  });
});
