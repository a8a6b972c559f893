import { ApprovalScreen } from './approval-screen';

/** /approval/temp-credit-approval: temporary credit requests waiting for approval. */
export default function Screen() {
  return <ApprovalScreen resource="creditRequest" />;
}
