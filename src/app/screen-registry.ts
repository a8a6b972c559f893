/**
 * Which paths the client can render, as the session's route builder asks it. Each route family
 * adds its screens when its code loads: a wall board opened directly loads only the boards'
 * (board-components.ts), the admin shell and the login page all of them (screen-components.ts),
 * so a board never downloads the admin's declarations just to build its routes.
 */
type HasScreen = (path: string) => boolean;

const families: HasScreen[] = [];
let version = 0;
let builtWith = -1;

export function provideScreens(has: HasScreen): void {
  if (families.includes(has)) return;
  families.push(has);
  version++;
}

/** What the route builder checks; remembers which screens the routes were built with. */
export function screensForRoutes(): HasScreen {
  builtWith = version;
  const known = [...families];
  return (path) => known.some((has) => has(path));
}

/** The session's routes were built before more screens arrived (a board first, then the shell). */
export const routesOutdated = (): boolean => builtWith !== -1 && builtWith !== version;
