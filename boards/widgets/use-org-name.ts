import { useCallback } from 'react';
import { useAppSelector } from '../../src/store/hooks';

/** A station's short name for board labels (lines and silos repeat their names across stations). */
export function useOrgName(): (orgId: string) => string {
  const orgs = useAppSelector((s) => s.session.orgList);
  return useCallback(
    (orgId: string) => {
      const org = orgs.find((o) => o.org_id === orgId) as { org_name: string; org_short_name?: string } | undefined;
      return org?.org_short_name || org?.org_name || orgId;
    },
    [orgs],
  );
}
