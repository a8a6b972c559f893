import type { FastifyInstance } from 'fastify';
import { healthRoutes } from './modules/system/health.routes';
import { sessionRoutes } from './modules/session/session.routes';
import { userRoutes } from './modules/users/user.routes';
import { menuRoutes } from './modules/menus/menu.routes';
import { orgRoutes } from './modules/orgs/org.routes';
import { roleRoutes } from './modules/roles/role.routes';
import { todoRoutes } from './modules/system/todo.routes';
import { sysRoutes } from './modules/sys/sys.routes';
import { approvalRoutes } from './approval/approval.routes';
import { registerResources } from './resources/resource.routes';
import { operationsRoutes } from './operations/operations.routes';

/** Every module's calls; a module is a function that registers its calls on the app. */
export function registerRoutes(app: FastifyInstance): void {
  for (const register of [healthRoutes, sessionRoutes, userRoutes, menuRoutes, orgRoutes, roleRoutes, todoRoutes]) register(app);
  for (const register of [sysRoutes, approvalRoutes]) register(app);
  operationsRoutes(app);
  for (const register of app.services.parts.routes) register(app);
  registerResources(app);
}
