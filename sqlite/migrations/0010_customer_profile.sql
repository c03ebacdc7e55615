-- The customer profile's own fields (001 §3 "Customer profile").
ALTER TABLE users ADD COLUMN address TEXT;
ALTER TABLE users ADD COLUMN bio TEXT;
