/** Who is calling, as resolved from the token. */
export interface SessionUser {
  userId: number;
  userName: string;
  trueName: string;
  orgId: string;
  userType: string;
  roles: string[];
  /** organisations this user may act for; '*' for head-office staff */
  orgs: string[] | '*';
  tokenHash: string;
}

export const HEAD_OFFICE = '0001';

export function isAdmin(u: SessionUser): boolean {
  return u.roles.includes('admin');
}

export function mayActFor(u: SessionUser, orgId: string): boolean {
  return u.orgs === '*' || u.orgs.includes(orgId);
}
