import { HEAD_OFFICE_ORG_ID } from '../constants';

/**
 * What every call carries besides its own parameters. The store fills it in (see
 * src/store/store.ts) so the transport never imports the store.
 */
export interface RequestContext {
  getToken: () => string | undefined;
  getOrgId: () => string;
  getLanguage: () => string;
  onSessionExpired: () => void;
}

let context: RequestContext = {
  getToken: () => undefined,
  getOrgId: () => HEAD_OFFICE_ORG_ID,
  getLanguage: () => 'en',
  onSessionExpired: () => undefined,
};

export function configureRequests(next: Partial<RequestContext>): void {
  context = { ...context, ...next };
}

export function requestContext(): RequestContext {
  return context;
}

/** Spec §7: org_id and orgId are sent empty for the head office. */
export function wireOrgId(orgId: string): string {
  return orgId === HEAD_OFFICE_ORG_ID ? '' : orgId;
}

/** The query every call carries, merged under the call's own parameters. */
export function globalParams(token: string | undefined, orgId: string): Record<string, string> {
  const org = wireOrgId(orgId);
  return { access_token: token ?? '', org_id: org, orgId: org };
}
