-- Paying online (docs/product/online-payments.md#paying-online): each checkout Baraat asks a
-- provider for, with Baraat's own reference, the amount asked in paisa, and once the provider
-- has confirmed it, the provider's transaction and the ledger's payment it became. One
-- checkout per provider transaction and one per payment, so an answer delivered twice is
-- recorded once.
CREATE TABLE payment_checkouts (
  id INTEGER PRIMARY KEY,
  reference TEXT NOT NULL UNIQUE,
  provider TEXT NOT NULL CHECK (provider IN ('jazzcash', 'easypaisa')),
  customer_user_id INTEGER NOT NULL REFERENCES users (id),
  business_id INTEGER NOT NULL REFERENCES businesses (id),
  booking_id INTEGER REFERENCES bookings (id),
  wedding_id INTEGER REFERENCES weddings (id),
  kind TEXT NOT NULL CHECK (kind IN ('advance', 'instalment', 'balance')),
  amount_paisa INTEGER NOT NULL CHECK (typeof(amount_paisa) = 'integer' AND amount_paisa > 0),
  status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'paid', 'failed', 'expired')),
  provider_transaction_id TEXT,
  payment_id INTEGER UNIQUE REFERENCES payments (id),
  failure TEXT,
  created_at TEXT NOT NULL,
  expires_at TEXT NOT NULL,
  checked_at TEXT,
  settled_at TEXT,
  -- When the provider took back the payment this checkout became (a refund of the ledger).
  refunded_at TEXT,
  CHECK ((booking_id IS NULL) <> (wedding_id IS NULL))
);
CREATE UNIQUE INDEX payment_checkouts_transaction ON payment_checkouts (provider, provider_transaction_id)
  WHERE provider_transaction_id IS NOT NULL;
CREATE INDEX payment_checkouts_customer ON payment_checkouts (customer_user_id, id DESC);
CREATE INDEX payment_checkouts_pending ON payment_checkouts (status, id) WHERE status = 'pending';
