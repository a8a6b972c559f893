import { ApprovalScreen } from './approval-screen';

/** /approval/mater-provider-approval: suppliers waiting for approval. */
export default function Screen() {
  return <ApprovalScreen resource="supplier" />;
}
