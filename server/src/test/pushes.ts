// Domain events on a test database, with the live channel replaced by a list of who was pushed
// to: a test reads what the users' sockets would have been sent, in order.
import type { Database } from '../db/engine';
import { createDomainEvents } from '../modules/notifications/events-service';
import { createNotificationsService } from '../modules/notifications/service';

export function recordedEvents(database: Database) {
  const pushed: number[] = [];
  const notifications = createNotificationsService(database, {
    toUser: (userId) => {
      pushed.push(userId);
      return true;
    },
  });
  return { events: createDomainEvents(notifications), pushed };
}
