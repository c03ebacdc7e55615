// Screens that later steps of the build deliver. Each says so honestly (see ComingSoon).
import { ComingSoon } from '@/components/ui/coming-soon';

const soon = (title: string, description: string) => () => (
  <ComingSoon title={title} description={description} />
);

export const Placeholder = {
  notifications: soon('Notifications', 'Booking, message and payment notifications.'),
};
