// How the database's last guards read when they refuse a booking write.

/** 0013's triggers: a hall or worker accepted twice for overlapping times. */
export const isTriggerRefusal = (error: unknown) =>
  error instanceof Error && error.message.includes('resource double booked');

/** A partial unique index: one accepted booking per slot, one open request per customer. */
export const isUniqueViolation = (error: unknown) =>
  (error as { code?: string }).code === 'SQLITE_CONSTRAINT_UNIQUE';
