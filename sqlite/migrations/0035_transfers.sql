-- migrate: foreign_keys off
-- Bank transfer and Raast with proof (docs/product/payments.md#bank-transfer-and-raast): the
-- business's payment details, the customers' transfers with their receipt photos, and Raast as
-- a method of the ledger. SQLite cannot change a CHECK in place, so payments is rebuilt the
-- documented way (create, copy, drop, rename) with its indexes made again; no trigger or view
-- names it. Foreign keys are off around it and all checked before it commits.
CREATE TABLE payments_rebuilt (
  id INTEGER PRIMARY KEY,
  booking_id INTEGER NOT NULL REFERENCES bookings (id),
  business_id INTEGER NOT NULL REFERENCES businesses (id),
  recorded_by_user_id INTEGER NOT NULL REFERENCES users (id),
  kind TEXT NOT NULL CHECK (kind IN ('advance', 'balance')),
  method TEXT NOT NULL
    CHECK (method IN ('cash', 'bank_transfer', 'raast', 'jazzcash', 'easypaisa', 'card')),
  amount INTEGER NOT NULL CHECK (typeof(amount) = 'integer' AND amount > 0),
  reference TEXT,
  note TEXT,
  status TEXT NOT NULL DEFAULT 'completed' CHECK (status IN ('completed', 'refunded')),
  paid_on TEXT NOT NULL CHECK (paid_on GLOB '[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]'),
  created_at TEXT NOT NULL,
  modified_at TEXT NOT NULL,
  wedding_id INTEGER REFERENCES weddings (id),
  payer_name TEXT,
  device_user_id INTEGER REFERENCES users (id)
);
INSERT INTO payments_rebuilt (id, booking_id, business_id, recorded_by_user_id, kind, method,
  amount, reference, note, status, paid_on, created_at, modified_at, wedding_id, payer_name,
  device_user_id)
SELECT id, booking_id, business_id, recorded_by_user_id, kind, method, amount, reference, note,
  status, paid_on, created_at, modified_at, wedding_id, payer_name, device_user_id
FROM payments;
DROP TABLE payments;
ALTER TABLE payments_rebuilt RENAME TO payments;
CREATE INDEX payments_booking ON payments (booking_id, paid_on DESC);
CREATE INDEX payments_business ON payments (business_id, paid_on DESC, id DESC);
CREATE INDEX payments_wedding ON payments (wedding_id) WHERE wedding_id IS NOT NULL;

-- What a customer is shown to pay by transfer; one row per business, saved whole.
CREATE TABLE business_payment_details (
  business_id INTEGER PRIMARY KEY REFERENCES businesses (id),
  account_title TEXT,
  bank_name TEXT,
  -- Without spaces, upper case: PK, check digits, bank code, 16 digits.
  iban TEXT CHECK (iban IS NULL OR length(iban) = 24),
  -- A mobile number written 03XXXXXXXXX.
  raast_id TEXT CHECK (raast_id IS NULL OR length(raast_id) = 11),
  modified_at TEXT NOT NULL
);

-- A customer's transfer with its proof, waiting for the desk's answer; a confirmed one names
-- the ledger's payment it became. The photo is a file under DATA_DIR/transfer-proofs, never
-- served as public media.
CREATE TABLE transfers (
  id INTEGER PRIMARY KEY,
  business_id INTEGER NOT NULL REFERENCES businesses (id),
  customer_user_id INTEGER NOT NULL REFERENCES users (id),
  booking_id INTEGER REFERENCES bookings (id),
  wedding_id INTEGER REFERENCES weddings (id),
  method TEXT NOT NULL CHECK (method IN ('bank_transfer', 'raast')),
  amount INTEGER NOT NULL CHECK (typeof(amount) = 'integer' AND amount > 0),
  reference TEXT NOT NULL,
  photo_file TEXT NOT NULL,
  status TEXT NOT NULL DEFAULT 'to_confirm'
    CHECK (status IN ('to_confirm', 'confirmed', 'rejected')),
  reject_reason TEXT,
  payment_id INTEGER REFERENCES payments (id),
  answered_by_user_id INTEGER REFERENCES users (id),
  created_at TEXT NOT NULL,
  answered_at TEXT,
  CHECK ((booking_id IS NULL) <> (wedding_id IS NULL))
);
CREATE INDEX transfers_business ON transfers (business_id, status, id DESC);
CREATE INDEX transfers_customer ON transfers (customer_user_id, id DESC);
