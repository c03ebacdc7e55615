// Screens that later steps of the build deliver. Each says so honestly (see ComingSoon).
import { ComingSoon } from '@/components/ui/coming-soon';

const soon = (title: string, description: string) => () => (
  <ComingSoon title={title} description={description} />
);

export const Placeholder = {
  messages: soon('Messages', 'Your conversations with vendors and customers.'),
};
