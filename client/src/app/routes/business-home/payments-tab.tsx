import { NotBuilt } from './not-built';

export default function PaymentsTab() {
  return <NotBuilt title="Payments" />;
}
