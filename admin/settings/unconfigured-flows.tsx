import { Alert } from 'antd';

/** A business type the settings name: its key and its label, already in the reader's language. */
export interface UnconfiguredType {
  businessType: string;
  label: string;
}

/**
 * The warning of /settings/approval-flow (issue 26, item 16): every business type with no flow, by
 * its label, since a record of one is agreed the moment it is submitted. Nothing when all have one.
 */
export function UnconfiguredFlowsAlert({ types, t }: { types: readonly UnconfiguredType[]; t: (key: string, o?: Record<string, unknown>) => string }) {
  if (!types.length) return null;
  return (
    <Alert
      type="warning"
      showIcon
      style={{ marginBottom: 12 }}
      data-testid="unconfigured-flows"
      title={t('unconfiguredTitle')}
      description={<span data-testid="unconfigured-flow-types">{types.map((x) => x.label).join(t('listSeparator'))}</span>}
    />
  );
}
