/**
 * Prints the path of the seeded demo's PGlite image (tests/api/seeded-image.ts), making it when this
 * source tree and plant day have none: the end-to-end server opens it (`START_IMAGE`) instead of
 * migrating and seeding, as every API test server on PGlite does. Some demo rows are placed
 * relative to the moment of seeding (the park's devices went down minutes ago), and the simulator
 * moves on from them: an image older than half an hour is made again.
 */
import { statSync } from 'node:fs';
import { readConfig } from '../../server/config';
import { bootServices } from '../../server/boot';
import { imagePath, keepImage, readImage } from '../api/seeded-image';

const config = readConfig({ ...process.env, DATABASE_URL: '', DATA_DIR: 'memory://', SIMULATOR: 'off', LOG_LEVEL: 'silent' });
const path = imagePath(config.timeZone);
const fresh = (() => {
  try {
    return Date.now() - statSync(path).mtimeMs < 30 * 60_000;
  } catch {
    return false;
  }
})();
if (!fresh || !readImage(path)) {
  const { database } = await bootServices(config);
  keepImage(path, await database.dump!());
  await database.close();
}
console.log(path);
