-- When a request was answered (accepted, declined) or withdrawn, kept apart from modified_at
-- so that the customer's booking timeline still shows it after the booking completes.
ALTER TABLE bookings ADD COLUMN decided_at TEXT;
UPDATE bookings SET decided_at = modified_at
  WHERE status IN ('verified', 'declined', 'cancelled');
